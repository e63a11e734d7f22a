import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { programmeSignupMessages } from '@/domain/rewards/programmeSignupSchema';
import { SUPPLIER_REPORTED_SCHEME_TYPES } from '@/domain/rewards/schemes';
import { PROGRAMME_SIGNUP_MESSAGES } from '@/features/rewards/programmes/components/ProgrammeSignupForm';
import { ProgrammeSignupPage } from '@/features/rewards/programmes/ProgrammeSignupPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { findErrorSummary, findInlineError, summaryLinks } from '../support/formErrors';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';
import { putSignup, REJECTION_REASON } from './rewardsStore';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();
const NEW_MEMBER = demoAccount('member-rewards-new').membershipNumber!;
const UNIT = 'Spice Route Takeaway (M14 5TQ)';
const VALID_NUMBER = { biopak: 'bp 771 204', nisbets: 'nis55012', booker: '2201 4488 0031' } as const;
const TIDIED_NUMBER = { biopak: 'BP771204', nisbets: 'NIS55012', booker: '220144880031' } as const;

describe.each(SUPPLIER_REPORTED_SCHEME_TYPES)('%s sign-up', (schemeType) => {
  const programme = PROGRAMMES[schemeType];
  const messages = programmeSignupMessages(programme);
  const signupPath = `/${schemeType}/members/:membershipNumber/signup`;
  const render = (account = 'member-rewards-new') =>
    renderWithProviders(<ProgrammeSignupPage schemeType={schemeType} />, { account, path: `/rewards/${schemeType}/signup` });
  const formHeading = (name: string | RegExp) => screen.findByRole('heading', { name });
  const applicationSection = () => screen.getByRole('region', { name: 'Your application' });

  async function fillIn(user: ReturnType<typeof render>['userEvent']) {
    await user.type(screen.getByLabelText(programme.accountNumber.label), VALID_NUMBER[schemeType]);
    await user.click(screen.getByRole('checkbox', { name: UNIT }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`I agree that ${programme.supplier} may share`) }));
  }

  it('not signed up: explains the deal and asks for the account, the units and consent (with the reason)', async () => {
    render();
    await formHeading(`Sign up to ${programme.name} cashback`);
    expect(screen.queryByRole('region', { name: 'Your application' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(programme.accountNumber.label)).toHaveAccessibleDescription(programme.accountNumber.hint);
    expect(screen.getByRole('group', { name: 'Which of your units does this account buy for?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree that/ })).toHaveAccessibleDescription(/without it we cannot work out your cashback/);
    expect(await screen.findByRole('heading', { name: `How ${programme.name} cashback works` })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`cashback on ${programme.goods}`))).toBeInTheDocument();
  });

  it('checks every answer before sending, consent included', async () => {
    const { userEvent: user } = render();
    await formHeading(`Sign up to ${programme.name} cashback`);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await findErrorSummary();
    expect(summaryLinks()).toEqual([messages.accountNumberRequired, messages.units, messages.consent]);
    await user.type(screen.getByLabelText(programme.accountNumber.label), 'X-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await findInlineError(messages.accountNumberFormat)).toBeInTheDocument();
    expect(simulator.requestsTo('POST', signupPath)).toHaveLength(0);
  });

  it('signs up: the application shows as waiting for approval and the form goes', async () => {
    const { userEvent: user, unmount } = render();
    await formHeading(`Sign up to ${programme.name} cashback`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Your application is waiting for approval' })).toBeInTheDocument();
    expect(within(applicationSection()).getByText(TIDIED_NUMBER[schemeType])).toBeInTheDocument();
    expect(within(applicationSection()).getByText(UNIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(await screen.findByText(PROGRAMME_SIGNUP_MESSAGES.success(programme))).toBeInTheDocument();

    // Kept by the API: opened again, the page shows the application waiting.
    unmount();
    render();
    expect(await screen.findByRole('heading', { name: 'Your application is waiting for approval' })).toBeInTheDocument();
    expect(within(applicationSection()).getByText(TIDIED_NUMBER[schemeType])).toBeInTheDocument();
    expect(within(applicationSection()).getByText(UNIT)).toBeInTheDocument();
    expect(applicationSection()).toHaveTextContent(/Consent to share purchase dataGiven on \d\d\/\d\d\/\d{4}/);
  });

  it('keeps everything typed when the send fails, and sends it on the next try', async () => {
    simulator.server.use(http.post(`${API_URL}${signupPath}`, () => serverFailure()));
    const { userEvent: user } = render();
    await formHeading(`Sign up to ${programme.name} cashback`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRAMME_SIGNUP_MESSAGES.failed);
    expect(screen.getByLabelText(programme.accountNumber.label)).toHaveValue(VALID_NUMBER[schemeType]);
    expect(screen.getByRole('checkbox', { name: UNIT })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree that/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();

    simulator.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Your application is waiting for approval' })).toBeInTheDocument();
  });

  it('says why the API refused (409: the account is linked to another membership), keeping the input', async () => {
    putSignup(simulator.store(), demoAccount('member-rewards-mixed').membershipNumber!, schemeType, 'Approved', TIDIED_NUMBER[schemeType]);
    const { userEvent: user } = render();
    await formHeading(`Sign up to ${programme.name} cashback`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`This ${programme.accountNumber.label} is already linked to another membership.`);
    expect(screen.getByLabelText(programme.accountNumber.label)).toHaveValue(VALID_NUMBER[schemeType]);
  });

  it('pending: shows the application, its details and history, and no form', async () => {
    putSignup(simulator.store(), NEW_MEMBER, schemeType, 'Pending');
    render();
    expect(await screen.findByRole('heading', { name: 'Your application is waiting for approval' })).toBeInTheDocument();
    expect(within(applicationSection()).getByText(UNIT)).toBeInTheDocument();
    expect(within(applicationSection()).getByText(/Applied/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up|Re-apply/ })).not.toBeInTheDocument();
  });

  it('approved: says so and leads to the cashback page', async () => {
    putSignup(simulator.store(), NEW_MEMBER, schemeType, 'Approved');
    render();
    expect(await screen.findByRole('heading', { name: `You are signed up to ${programme.name} cashback` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your cashback' })).toHaveAttribute('href', `/rewards/${schemeType}/cashback-deal`);
    expect(screen.queryByRole('button', { name: /Sign up|Re-apply/ })).not.toBeInTheDocument();
  });

  it('rejected: shows the reason, and the member corrects the details and re-applies', async () => {
    putSignup(simulator.store(), NEW_MEMBER, schemeType, 'Rejected');
    const { userEvent: user, unmount } = render();
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeInTheDocument();
    expect(within(applicationSection()).getByText(`Reason: ${REJECTION_REASON}`)).toBeInTheDocument();
    await formHeading('Correct and re-apply');
    // The rejected details to correct; consent is asked again.
    expect(screen.getByLabelText(programme.accountNumber.label)).toHaveValue(schemeType === 'booker' ? '2201448899' : 'ACC10203');
    expect(screen.getByRole('checkbox', { name: UNIT })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree that/ })).not.toBeChecked();

    await user.clear(screen.getByLabelText(programme.accountNumber.label));
    await user.type(screen.getByLabelText(programme.accountNumber.label), VALID_NUMBER[schemeType]);
    await user.click(screen.getByRole('checkbox', { name: /I agree that/ }));
    await user.click(screen.getByRole('button', { name: 'Re-apply' }));

    expect(await screen.findByRole('heading', { name: 'Your application is waiting for approval' })).toBeInTheDocument();
    expect(within(applicationSection()).getByText(/Re-applied/)).toBeInTheDocument();
    expect(applicationSection()).toHaveTextContent(`Not approved. Reason: ${REJECTION_REASON}`);

    // Kept by the API: opened again, the history shows the application, its rejection and the re-application.
    unmount();
    render();
    await screen.findByRole('heading', { name: 'Your application is waiting for approval' });
    expect(applicationSection()).toHaveTextContent(/History\d\d\/\d\d\/\d{4}: Re-applied\d\d\/\d\d\/\d{4}: Not approved\. Reason: .*\d\d\/\d\d\/\d{4}: Applied$/);
  });
});

describe('programme sign-up: other states', () => {
  it('asks a member without an open unit to add one first', async () => {
    simulator.store().units.units.set(NEW_MEMBER, []);
    renderWithProviders(<ProgrammeSignupPage schemeType="biopak" />, { account: 'member-rewards-new', path: '/rewards/biopak/signup' });
    expect(await screen.findByRole('heading', { name: 'Add a unit first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a unit' })).toHaveAttribute('href', '/unit-premises/new');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  // A failed load is the fault layer's (tests/integration/faults): every route, every fault.
  it('shows a spinner while loading, then the form', async () => {
    renderWithProviders(<ProgrammeSignupPage schemeType="nisbets" />, { account: 'member-rewards-new', path: '/rewards/nisbets/signup' });
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading your Nisbets sign-up…');
    expect(await screen.findByRole('heading', { name: 'Sign up to Nisbets cashback' })).toBeInTheDocument();
    expect(loading).not.toBeInTheDocument();
  });

  it('tells staff with no member in view to act for one (its route row needs a member)', async () => {
    renderWithProviders(<ProgrammeSignupPage schemeType="nisbets" />, { route: 'nisbetsSignup', account: 'account-manager', path: '/rewards/nisbets/signup' });
    expect(await screen.findByRole('heading', { name: 'No member selected' })).toBeInTheDocument();
  });
});
