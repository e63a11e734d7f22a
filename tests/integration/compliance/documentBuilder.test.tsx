import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FireSafetyRiskAssessmentPage, HealthAndSafetyPolicyPage } from '@/features/member/documentBuilder/DocumentBuilderPage';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { samplePeopleOf } from '../../mocks/api/seed/documents';
import { sampleAnswers } from '../../mocks/api/seed/sampleDocumentAnswers';
import { findErrorSummary } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { CAFE_ID, findStep, numberOf, storedDocument } from './complianceHarness';
import { gatewayFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const FIRE = '/documents/company/fire-safety-risk-assessment';
const POLICY = '/documents/company/health-and-safety-policy';
const routes = [
  { path: FIRE, element: <FireSafetyRiskAssessmentPage /> },
  { path: POLICY, element: <HealthAndSafetyPolicyPage /> },
  { path: '/elsewhere', element: <p>Somewhere else</p> },
];
const fireDraft = () => storedDocument(simulator.store(), 'member-active', 'fireSafetyRiskAssessment', CAFE_ID)!;
const editFire = `${FIRE}?unit=${CAFE_ID}&view=edit`;
const draftSaves = () => simulator.requestsTo('PUT', '/members/:membershipNumber/documents/:documentId/draft');
const failDraftSaves = (times = 1) => {
  let failures = 0;
  simulator.server.use(
    http.put(`${API_URL}/members/:membershipNumber/documents/:documentId/draft`, () => {
      if (failures >= times) return undefined; // on to the simulator
      failures += 1;
      return gatewayFailure(503);
    }),
  );
};

describe('the document builder', () => {
  it('resumes a saved draft at its step, with the answers saved before', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    expect(screen.getByText(/For/)).toHaveTextContent('For The Larder Café, 12 Church Street, Harrogate, HG1 1AA');
    await user.click(screen.getByRole('button', { name: /Premises and people/ }));
    await findStep(1, 8, 'Premises and people');
    expect(screen.getByLabelText('Business name')).toHaveValue('Larder Kitchens Ltd');
    expect(screen.getByLabelText('Describe the premises')).toHaveValue(
      'A two-storey café: kitchen and counter on the ground floor, seating for 40; store room and office upstairs.',
    );
  });

  it("keeps a step's unsaved answers in the browser, restored with a notice when the builder opens again (a session that ended, a closed tab)", async () => {
    const first = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await first.userEvent.type(screen.getByLabelText('Describe the escape routes'), 'Through the kitchen to the yard.');
    cleanup();

    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Through the kitchen to the yard.');
    expect(draftSaves()).toHaveLength(0); // not saved to the API: only kept here

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('saves the draft on each step, and a failed save says so and keeps everything typed', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await user.type(screen.getByLabelText('Describe the escape routes'), 'Front door and back door, kept clear.');
    await user.click(within(screen.getByRole('group', { name: 'How would a fire be detected?' })).getByLabelText('Fire alarm system'));
    await user.click(within(screen.getByRole('group', { name: 'Is there emergency lighting on the escape routes?' })).getByLabelText('Yes'));
    await user.click(within(screen.getByRole('group', { name: 'Are fire exit signs and fire action notices displayed?' })).getByLabelText('No'));
    await user.type(screen.getByLabelText('Which extinguishers and fire blankets do you have, and where?'), 'Fire blanket by the hob.');

    failDraftSaves();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Your answers could not be saved');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 3 of 8: Fire protection' })).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Front door and back door, kept clear.');
    expect(within(screen.getByRole('group', { name: 'How would a fire be detected?' })).getByLabelText('Fire alarm system')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await findStep(4, 8, 'Fire safety management');
    expect(screen.queryByText('Your answers could not be saved')).not.toBeInTheDocument();
    // Saved, so nothing of the step is left in the browser as unsent work (logout would warn of it).
    expect(Object.keys(localStorage).filter((key) => key.includes('-protection'))).toEqual([]);

    // Opened again, the draft resumes after the saved step, with its answers.
    cleanup();
    const again = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(4, 8, 'Fire safety management');
    await again.userEvent.click(screen.getByRole('button', { name: /Fire protection/ }));
    await findStep(3, 8, 'Fire protection');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Front door and back door, kept clear.');
    expect(within(screen.getByRole('group', { name: 'How would a fire be detected?' })).getByLabelText('Fire alarm system')).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Is there emergency lighting on the escape routes?' })).getByLabelText('Yes')).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Are fire exit signs and fire action notices displayed?' })).getByLabelText('No')).toBeChecked();
    expect(screen.getByLabelText('Which extinguishers and fire blankets do you have, and where?')).toHaveValue('Fire blanket by the hob.');
  });

  it('checks a step before moving on, with the error summary', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await findErrorSummary();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Describe the escape routes',
      'Select how a fire would be detected',
      'Please answer this question',
      'Please answer this question',
      'Describe your extinguishers and fire blankets and where they are',
    ]);
    expect(simulator.requestsTo('PUT', '/members/:membershipNumber/documents/:documentId/draft')).toHaveLength(0);
  });

  it('says a draft is too large to save, and what to do, without sending it or losing anything typed', async () => {
    // A draft saved before the size cap: 100 rows of long answers, each within its own limit, 600 KB in all.
    const stored = fireDraft().draft!;
    stored.answers = { ...stored.answers, legacy: { notes: Array.from({ length: 100 }, () => ({ a: 'x'.repeat(3000), b: 'y'.repeat(3000) })) } };
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await user.type(screen.getByLabelText('Describe the escape routes'), 'Front door.');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('Your answers are too large to save');
    expect(alert).toHaveTextContent(/A document can hold 512 KB of answers, and yours come to 58\d(\.\d+)? KB\. Shorten the longest answers or remove rows you do not need/);
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Front door.');
    expect(simulator.requestsTo('PUT', '/members/:membershipNumber/documents/:documentId/draft')).toHaveLength(0);
  });

  it('saves what was typed before leaving the page', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await user.type(screen.getByLabelText('Describe the escape routes'), 'Through the kitchen');
    await router.navigate('/elsewhere');
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();

    // Saved, not only kept in the browser: opened again, the answer is there with no draft to restore.
    cleanup();
    renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Through the kitchen');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('when the save before leaving fails, says so and lets the member stay with their answers', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(3, 8, 'Fire protection');
    await user.type(screen.getByLabelText('Describe the escape routes'), 'Through the kitchen');
    failDraftSaves();
    void router.navigate('/elsewhere');
    expect(await screen.findByText('Your answers could not be saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(FIRE);
    expect(screen.getByLabelText('Describe the escape routes')).toHaveValue('Through the kitchen');
    expect(screen.queryByText('Your answers could not be saved')).not.toBeInTheDocument();
  });

  it('lists the parts still to do before signing', async () => {
    fireDraft().draft!.step = 7;
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(8, 8, 'Complete and sign');
    expect(screen.getByText(/^Before you can sign, check and confirm each part/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Premises and people' })).not.toBeInTheDocument(); // answered and confirmed
    expect(screen.queryByRole('textbox', { name: 'Your full name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Risk rating' }));
    await findStep(5, 8, 'Risk rating');
  });

  it('signs a complete draft, then shows the signed version read-only', async () => {
    const draft = fireDraft().draft!;
    draft.answers = sampleAnswers('fireSafetyRiskAssessment', 'Larder Kitchens Ltd', samplePeopleOf('member-active'), { premises: 'A café.' });
    draft.confirmedSections = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment.sections.map((section) => section.id);
    draft.step = 7;
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-active', routes, path: editFire });
    await findStep(8, 8, 'Complete and sign');
    await user.type(screen.getByLabelText('Your full name'), 'Priya Shah');
    await user.type(screen.getByLabelText('Role', { exact: false, selector: 'input' }), 'Director');
    await user.click(screen.getByRole('button', { name: 'Complete and sign' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Fire Safety Risk Assessment: version 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signed: version 1 is now in force.');
    expect(screen.getByRole('note')).toHaveTextContent(/Signed by Priya Shah \(Director\) on \d\d\/\d\d\/\d{4}\. Review by \d\d\/\d\d\/\d{4}\./);
    expect(router.state.location.search).toBe(`?unit=${CAFE_ID}&view=version&version=1`);
    // Read-only: the answers as text, nothing to type into or tick.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('A café.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print or save as PDF' })).toHaveAttribute('href', `${FIRE}?unit=${CAFE_ID}&view=print&version=1`);

    // The document's page: version 1 in force, and no draft left to continue.
    cleanup();
    renderWithProviders(null, { account: 'member-active', routes, path: `${FIRE}?unit=${CAFE_ID}` });
    expect(await screen.findByText(/^Version 1, signed by Priya Shah \(Director\) on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and update' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
  });

  it('starts a new document with the business name filled in', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: POLICY });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await findStep(1, 5, 'About your business');
    expect(screen.getByLabelText('Business name')).toHaveValue('Fresh Start Kitchen');

    // The draft is the API's: the document's page offers to continue it.
    cleanup();
    renderWithProviders(null, { account: 'member-compliance-new', routes, path: POLICY });
    expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByText(/^A draft is in progress: last saved/)).toBeInTheDocument();
  });

  it('asks which unit a risk assessment is for, with each choice and its status', async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: FIRE });
    expect(await screen.findByRole('heading', { name: 'Which is this assessment for?' })).toBeInTheDocument();
    const choices = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(choices).toEqual([
      expect.stringMatching(/^Larder Street Food Van.*Not started$/),
      expect.stringMatching(/^The Larder Café.*Draft$/),
      expect.stringMatching(/^Whole business.*Not started$/),
    ]);
  });

  it.each([
    { what: 'an id that is not GUID-shaped', unit: 'not-a-unit' },
    { what: "another member's unit", unit: '0a1b2c3d-0000-4000-8000-000000000040' },
  ])('shows the not-found page for $what', async ({ unit }) => {
    const { router } = renderWithProviders(null, { account: 'member-active', routes, path: `${FIRE}?unit=${unit}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });

  it('shows the not-found page for a version that does not exist', async () => {
    const { router } = renderWithProviders(null, { account: 'member-active', routes, path: `${FIRE}?unit=${CAFE_ID}&view=version&version=9` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(numberOf('member-active')).toBe('LM100001');
  });
});
