// What is owed comes first: the dashboard's overdue alert and Payments & Invoices each offer one Pay now for
// everything overdue, which opens one card payment session naming every overdue payment.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { PaymentsPage } from '@/features/member/payments/PaymentsPage';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders } from '../support/renderWithProviders';
import { watchCardPayments } from './cardPaymentCalls';

vi.mock('@/api/goToHostedPaymentPage', () => ({ goToHostedPaymentPage: vi.fn() }));

const simulator = setupSimulator();
const accountOf = (key: string) => simulator.store().account.accounts.get(demoAccount(key).membershipNumber!)!;
const overdueIds = (key: string) => accountOf(key).payments.filter((payment) => payment.status === 'Failed - Unpaid').map((payment) => payment.id);

beforeEach(() => {
  vi.mocked(goToHostedPaymentPage).mockClear();
});

describe('the dashboard, for a member with something overdue', () => {
  it('leads with the amount overdue and a Pay now that goes straight to the payment page for it', async () => {
    const payments = watchCardPayments(simulator.server);
    const { userEvent, config } = renderWithProviders(<DashboardPage />, { session: true, account: 'member-failed-payment', path: '/dashboard/home' });
    const alert = await screen.findByRole('region', { name: '£15 is overdue' });
    expect(alert).toHaveTextContent('Monthly membership, Standard (3 of 12) was not paid.');
    expect(within(alert).getByRole('link', { name: 'See your payments' })).toHaveAttribute('href', '/myaccount/payments');

    await userEvent.click(within(alert).getByRole('button', { name: 'Pay £15 now' }));
    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    expect(await payments.requests()).toEqual([
      { purpose: 'payment', paymentIds: overdueIds('member-failed-payment'), returnUrl: `${window.location.origin}/myaccount/payments` },
    ]);
    const [session] = await payments.sessions();
    expect(goToHostedPaymentPage).toHaveBeenCalledWith(config, session!.sessionId);
  });

  it('shows no such alert to a member who owes nothing', async () => {
    renderWithProviders(<DashboardPage />, { session: true, account: 'member-active', path: '/dashboard/home' });
    await screen.findByRole('region', { name: 'Your membership' });
    expect(screen.queryByRole('region', { name: /is overdue$/ })).not.toBeInTheDocument();
  });
});

describe('Payments & Invoices, for a member with several payments overdue', () => {
  it('opens with what is owed and one Pay now for all of it: one session naming each overdue payment', async () => {
    const payments = watchCardPayments(simulator.server);
    const { userEvent, config } = renderWithProviders(<PaymentsPage />, { session: true, account: 'status-suspended', path: '/myaccount/payments' });
    const overdue = await screen.findByRole('region', { name: '£250 is overdue' });
    expect(overdue).toHaveTextContent('Pay £250 now pays all of it in one go');
    await userEvent.click(within(overdue).getByRole('button', { name: 'Pay £250 now' }));
    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    // One request naming both overdue payments; the session's amount and description are the server's
    // (tests/simulator/accountCalls.test.ts).
    expect(await payments.requests()).toEqual([
      { purpose: 'payment', paymentIds: overdueIds('status-suspended'), returnUrl: `${window.location.origin}/myaccount/payments` },
    ]);
    const [session] = await payments.sessions();
    expect(goToHostedPaymentPage).toHaveBeenCalledWith(config, session!.sessionId);
  });
});
