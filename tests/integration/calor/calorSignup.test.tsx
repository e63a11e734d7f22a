import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CalorSignupPage } from '@/features/rewards/calor/CalorSignupPage';
import { CALOR_SIGNUP_MESSAGES } from '@/domain/calor/calorSignupSchema';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const API_URL: string = import.meta.env.VITE_API_URL;

const renderSignup = (account: string) => renderWithProviders(<CalorSignupPage />, { account, path: '/rewards/calor/signup' });
const accounts = () => screen.findByRole('heading', { name: 'Your Calor accounts' }, { timeout: 8000 });
const accountsList = () => screen.getByRole('heading', { name: 'Your Calor accounts' }).parentElement!;

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
    expect(await screen.findByText(CALOR_SIGNUP_MESSAGES.directAccountHolder)).toBeInTheDocument();
    expect(screen.getByText(CALOR_SIGNUP_MESSAGES.premises)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(CALOR_SIGNUP_MESSAGES.accountNumber)).toBeInTheDocument();
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
    await waitFor(() => expect(screen.getByLabelText('Premises')).toHaveValue(''));
  });

  it('says so when the premises are already signed up (409)', async () => {
    const { userEvent: user } = renderSignup('member-calor-pending');
    await accounts();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Premises'), 'The Corner Café, 3 Bridge Street, Ripon HG4 1AA');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These premises or this Calor account number are already signed up to the scheme.');
    expect(screen.getByLabelText('Premises')).toHaveValue('The Corner Café, 3 Bridge Street, Ripon HG4 1AA');
  });

  it('sends the member to the not-found page when the accounts answer 404 (spec §2 failed-load redirects)', async () => {
    simulator.server.use(http.get(`${API_URL}/offers/members/:membershipNumber`, () => HttpResponse.text('no', { status: 404 })));
    const { router } = renderSignup('member-active');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'), { timeout: 8000 });
    expect(router.state.location.state).toEqual({ from: '/rewards/calor/signup' });
  });
});
