import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CalorSignupPage } from '@/features/rewards/calor/CalorSignupPage';
import { CALOR_SIGNUP_MESSAGES } from '@/domain/calor/calorSignupSchema';
import { SIGNUP_MESSAGES } from '@/features/rewards/calor/components/signup/CalorSignupForm';
import { setupSimulator } from '../support/simulator';
import { errorSummary, findInlineError, getInlineError, summaryLinks } from '../support/formErrors';
import { renderWithProviders } from '../support/renderWithProviders';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();

const renderSignup = (account: string) => renderWithProviders(<CalorSignupPage />, { account, path: '/rewards/calor/signup' });
const accounts = () => screen.findByRole('heading', { name: 'Your Calor accounts' });
const accountsList = () => screen.getByRole('region', { name: 'Your Calor accounts' });

describe('Calor sign-up', () => {
  it("lists the member's accounts with their status", async () => {
    renderSignup('member-calor-pending');
    await accounts();
    expect(within(accountsList()).getByText('The Corner Café, 3 Bridge Street, Ripon HG4 1AA')).toBeInTheDocument();
    expect(within(accountsList()).getByText('Pending')).toBeInTheDocument();
    expect(within(accountsList()).getByText(/Waiting for approval/)).toBeInTheDocument();
  });

  it('checks the answers before sending', async () => {
    const { userEvent: user } = renderSignup('member-calor-none');
    await accounts();
    expect(screen.getByText('You have not signed up to the Calor cashback deal yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await findInlineError(CALOR_SIGNUP_MESSAGES.directAccountHolder)).toBeInTheDocument();
    expect(getInlineError(CALOR_SIGNUP_MESSAGES.premises)).toBeInTheDocument();
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(summaryLinks()).toEqual([CALOR_SIGNUP_MESSAGES.directAccountHolder, CALOR_SIGNUP_MESSAGES.premises]);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAccessibleDescription(expect.stringContaining(CALOR_SIGNUP_MESSAGES.directAccountHolder));

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await findInlineError(CALOR_SIGNUP_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(screen.getByLabelText('Calor account number')).toHaveAccessibleDescription(CALOR_SIGNUP_MESSAGES.accountNumber);
    expect(simulator.requestsTo('POST', '/calor/members/:membershipNumber/signup')).toHaveLength(0);
  });

  it('signs the member up; the new account shows as Pending', async () => {
    const { userEvent: user } = renderSignup('member-calor-none');
    await accounts();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Calor account number'), 'CAL-55501');
    await user.type(screen.getByLabelText('Premises'), 'Seaview Kitchen, 2 Marine Parade, Filey YO14 9AA');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await within(accountsList()).findByText('Seaview Kitchen, 2 Marine Parade, Filey YO14 9AA')).toBeInTheDocument();
    expect(within(accountsList()).getByText('Pending')).toBeInTheDocument();
    expect(within(accountsList()).getByText(/Direct account CAL-55501/)).toBeInTheDocument();
    expect(await screen.findByText(/Thank you for signing up/)).toBeInTheDocument();
    // Waiting for approval: the sign-up is not offered again, only opened for other premises.
    expect(await screen.findByRole('heading', { name: 'Your sign-up is waiting for approval' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).not.toBeVisible();
  });

  it('does not offer the sign-up again while one waits for approval; other premises may still be signed up', async () => {
    const { userEvent: user } = renderSignup('member-calor-pending');
    await accounts();
    expect(screen.getByRole('heading', { name: 'Your sign-up is waiting for approval' })).toBeInTheDocument();
    expect(screen.getByText(/We will email you once your Calor account is approved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).not.toBeVisible();
    await user.click(screen.getByText('Sign up other premises'));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  it('says so when the premises are already signed up (premises-already-signed-up), beside the premises too', async () => {
    const { userEvent: user } = renderSignup('member-calor-pending');
    await accounts();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Premises'), 'The Corner Café, 3 Bridge Street, Ripon HG4 1AA');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These premises are already signed up to the scheme.');
    expect(screen.getByLabelText('Premises')).toHaveValue('The Corner Café, 3 Bridge Street, Ripon HG4 1AA');
    expect(screen.getByLabelText('Premises')).toHaveAccessibleDescription(expect.stringContaining('These premises are already signed up to the scheme.'));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('shows any other failure, keeps what was typed, and clears the message on the next try', async () => {
    simulator.server.use(http.post(`${API_URL}/calor/members/:membershipNumber/signup`, () => serverFailure()));
    const { userEvent: user } = renderSignup('member-calor-none');
    await accounts();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Premises'), 'Seaview Kitchen');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNUP_MESSAGES.failed);
    expect(screen.getByLabelText('Premises')).toHaveValue('Seaview Kitchen');

    simulator.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await within(accountsList()).findByText('Seaview Kitchen')).toBeInTheDocument();
    expect(screen.queryByText(SIGNUP_MESSAGES.failed)).not.toBeInTheDocument();
  });

});
