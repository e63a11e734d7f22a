import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthAndSafetyPolicyPage, HealthAndSafetyRiskAssessmentPage } from '@/features/member/documentBuilder/DocumentBuilderPage';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { samplePeopleOf } from '../../mocks/api/seed/documents';
import { sampleAnswers } from '../../mocks/api/seed/sampleDocumentAnswers';
import { setupSimulator } from '../support/simulator';
import { findStep, storedDocument } from './complianceHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const POLICY = '/documents/company/health-and-safety-policy';
const RISK = '/documents/company/health-and-safety-risk-assessment';
const routes = [
  { path: POLICY, element: <HealthAndSafetyPolicyPage /> },
  { path: RISK, element: <HealthAndSafetyRiskAssessmentPage /> },
];
const policy = DOCUMENT_DEFINITIONS.healthAndSafetyPolicy;
const SUGGESTED_STATEMENT = policy.startingAnswers.statement!.statement as string;

const parts = () => within(screen.getByRole('navigation', { name: 'Parts of the document' }));

async function startNewPolicy() {
  const rendered = renderWithProviders(null, { account: 'member-compliance-new', routes, path: POLICY });
  await rendered.userEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await findStep(1, 5, 'About your business');
  return rendered;
}

describe('a new document starts honest', () => {
  it('opens with no part done and no template text in the answers: the text is offered beside its question', async () => {
    const { userEvent: user } = await startNewPolicy();
    for (const section of policy.sections.slice(1)) expect(parts().getByRole('button', { name: `${section.title}, to do` })).toBeInTheDocument();

    await user.click(parts().getByRole('button', { name: 'Statement of intent, to do' }));
    await findStep(2, 5, 'Statement of intent');
    expect(screen.getByRole('textbox', { name: 'Statement of intent' })).toHaveValue('');
    const suggestion = screen.getByRole('note', { name: 'Suggested text for Statement of intent' });
    expect(suggestion).toHaveTextContent(SUGGESTED_STATEMENT);
  });

  it('fills a question with the suggested text only when the member chooses it, and marks the part done once they confirm it', async () => {
    const { userEvent: user } = await startNewPolicy();
    await user.click(parts().getByRole('button', { name: 'Statement of intent, to do' }));
    await findStep(2, 5, 'Statement of intent');

    await user.click(screen.getByRole('button', { name: 'Use the suggested text for Statement of intent' }));
    expect(screen.getByRole('textbox', { name: 'Statement of intent' })).toHaveValue(SUGGESTED_STATEMENT);
    expect(parts().getByText('Statement of intent', { exact: false })).toHaveTextContent('Statement of intent, to do'); // taken, not yet confirmed

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await findStep(3, 5, 'Responsibilities');
    expect(parts().getByRole('button', { name: 'Statement of intent, done' })).toBeInTheDocument();
    expect(parts().getByRole('button', { name: 'About your business, to do' })).toBeInTheDocument(); // never confirmed

    // Saved so: opened again, the part is done and holds the text taken, the others still to do.
    cleanup();
    const again = renderWithProviders(null, { account: 'member-compliance-new', routes, path: `${POLICY}?view=edit` });
    await findStep(3, 5, 'Responsibilities');
    expect(parts().getByRole('button', { name: 'About your business, to do' })).toBeInTheDocument();
    await again.userEvent.click(parts().getByRole('button', { name: 'Statement of intent, done' }));
    await findStep(2, 5, 'Statement of intent');
    expect(screen.getByRole('textbox', { name: 'Statement of intent' })).toHaveValue(SUGGESTED_STATEMENT);
  });

  it('"Complete and sign" lists every part not yet confirmed, even when answered, and offers no signature until all are', async () => {
    await startNewPolicy();
    const draft = storedDocument(simulator.store(), 'member-compliance-new', 'healthAndSafetyPolicy', null)!.draft!;
    draft.answers = sampleAnswers('healthAndSafetyPolicy', 'Fresh Start Kitchen', samplePeopleOf('member-active'));
    draft.confirmedSections = ['business', 'statement'];
    draft.step = 4;
    cleanup();
    renderWithProviders(null, { account: 'member-compliance-new', routes, path: `${POLICY}?view=edit` });
    await findStep(5, 5, 'Complete and sign');

    const listed = screen.getAllByRole('button', { name: /^Go to / }).map((button) => button.textContent);
    expect(listed).toEqual(['Go to Responsibilities', 'Go to Arrangements']);
    expect(screen.getAllByText('Not checked and confirmed yet')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Complete and sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your full name' })).not.toBeInTheDocument();
  });

  it("offers a risk assessment's usual hazards as a suggestion, and adds them as rows only when chosen", async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: RISK });
    await user.click(await screen.findByRole('link', { name: 'Whole business' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await findStep(1, 4, 'About the workplace');
    await user.click(parts().getByRole('button', { name: 'Hazards and what you do about them, to do' }));
    await findStep(2, 4, 'Hazards and what you do about them');
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Suggested text for Hazards' })).toHaveTextContent(/^Suggested text for Hazards8 hazards: Slips and trips, Manual handling/);

    await user.click(screen.getByRole('button', { name: 'Use the suggested text for Hazards' }));
    expect(screen.getAllByRole('textbox', { name: /^Hazard \(hazard \d\)$/ }).map((box) => (box as HTMLInputElement).value)).toEqual(
      expect.arrayContaining(['Slips and trips', 'Electricity']),
    );
    expect(screen.getAllByRole('group', { name: /^Hazard \d/ })).toHaveLength(8);
  });
});
