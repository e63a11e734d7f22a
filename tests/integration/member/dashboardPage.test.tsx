import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { complianceSummaryQueryKey } from '@/api/get-compliance-summary';
import { memberSchemesQueryKey } from '@/api/get-member-schemes';
import { memberQueryKey } from '@/api/query-keys';
import { formatDate } from '@/domain/format/date';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { accountSummaryOf } from '../../mocks/api/backend-reference/account';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from './memberScreens';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const simulator = setupSimulator();

function renderDashboard(options: RenderOptions) {
  return renderWithProviders(<DashboardPage />, { session: true, path: '/dashboard/home', ...options });
}

const numberOf = (key: string) => demoAccount(key).membershipNumber!;
const accountOf = (key: string) => simulator.store().account.accounts.get(numberOf(key))!;
const overrideFor = (key: string) => ({ membershipNumber: numberOf(key), accountId: demoAccount(key).accountId! });

/** Resolves once the query's data is in the cache. */
function dataIn(queryClient: QueryClient, queryKey: QueryKey) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (queryClient.getQueryState(queryKey)?.status !== 'success') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/** The membership card's rows as label → value, once loaded. */
async function cardRows(cardName: string): Promise<Record<string, string>> {
  const card = await screen.findByRole('region', { name: cardName });
  await within(card).findAllByRole('term');
  const labels = within(card).getAllByRole('term');
  return Object.fromEntries(labels.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('dashboard: the membership card', () => {
  it('shows the member’s number, tier, status, end date, payment method, next payment and balance in the §9 formats', async () => {
    renderDashboard({ account: 'member-active' });
    await waitForSession('ready with details');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Priya Shah' })).toBeInTheDocument();
    expect(await cardRows('Your membership')).toEqual({
      'Membership number': 'LM100001',
      Tier: 'Premium',
      'Account status': 'Active',
      'Membership ends': formatDate(accountOf('member-active').membershipEndDate),
      'Payment method': 'Card payment',
      'Next payment': 'None scheduled',
      Balance: '£0: nothing to pay',
    });
  });

  it('shows the next Direct Debit collection as amount and date', async () => {
    renderDashboard({ account: 'member-direct-debit' });
    const next = accountOf('member-direct-debit').payments.find((payment) => payment.status === 'Future')!;
    expect(await cardRows('Your membership')).toMatchObject({
      Tier: 'Premium',
      'Payment method': 'Direct Debit, monthly',
      'Next payment': `£25 on ${formatDate(next.dueDate)}`,
    });
  });

  it.each([
    { balance: 1250.5, overdue: 0, shown: '£1,250.50 to pay' },
    { balance: 250, overdue: 250, shown: '£250 to pay, £250 of it overdue' },
    { balance: 0, overdue: 0, shown: '£0: nothing to pay' },
  ])('shows a balance of $balance ($overdue overdue) as "$shown"', async ({ balance, overdue, shown }) => {
    simulator.server.use(
      http.get(`${API_URL}/members/LM100001/account-summary`, () => {
        const member = simulator.store().members.get('LM100001')!;
        return HttpResponse.json({ ...accountSummaryOf(member, accountOf('member-active'), new Date()), balance, overdueAmount: overdue });
      }),
    );
    renderDashboard({ account: 'member-active' });
    expect((await cardRows('Your membership')).Balance).toBe(shown);
  });

  it('shows a placeholder in the card’s place while the summary loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    simulator.server.use(http.get(`${API_URL}/members/LM100001/account-summary`, async () => void (await held)));
    renderDashboard({ account: 'member-active' });
    expect(await screen.findByText('Loading your membership…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your membership' })).not.toBeInTheDocument();
    release();
    const card = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(card).getByText('LM100001')).toBeInTheDocument();
    expect(screen.queryByText('Loading your membership…')).not.toBeInTheDocument();
  });

  // DESIGN.md §7: nothing moves when data arrives. An overdue alert comes above the membership card, so the
  // cards below keep their placeholders until the payments say whether it comes, even with their own data in.
  it('keeps every card in its placeholder until it knows whether an overdue alert comes above them', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/payments`, async () => void (await held)));
    const { queryClient } = renderDashboard({ account: 'member-failed-payment' });
    const member = numberOf('member-failed-payment');
    // The compliance and rewards cards' data comes in while the payments are held, and React draws all it allows.
    await act(() => Promise.all([dataIn(queryClient, complianceSummaryQueryKey(member)), dataIn(queryClient, memberSchemesQueryKey(member))]));
    expect(queryClient.isFetching({ queryKey: memberQueryKey(member, 'payments') }), 'the payments are still on their way').toBe(1);
    expect(screen.getByText('Loading your membership…')).toBeInTheDocument();
    expect(screen.getByText('Loading your compliance summary…')).toBeInTheDocument();
    expect(screen.getByText('Loading your rewards…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compliance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rewards' })).not.toBeInTheDocument();

    release();
    const alert = await screen.findByRole('region', { name: '£15 is overdue' });
    const membership = screen.getByRole('region', { name: 'Your membership' });
    const compliance = screen.getByRole('region', { name: 'Compliance' });
    expect(alert.compareDocumentPosition(membership) & Node.DOCUMENT_POSITION_FOLLOWING, 'the alert first').toBeTruthy();
    expect(membership.compareDocumentPosition(compliance) & Node.DOCUMENT_POSITION_FOLLOWING, 'then the cards').toBeTruthy();
    expect(screen.queryByText(/^Loading /)).not.toBeInTheDocument();
  });

  it('keeps a failed summary in the card’s place, with Try again, and the rest of the dashboard working', async () => {
    let failures = 2; // the query's own retry, then the first Try again would see the server back
    simulator.server.use(
      http.get(`${API_URL}/members/LM100001/account-summary`, () => (failures-- > 0 ? serverFailure() : undefined)),
    );
    const { userEvent } = renderDashboard({ account: 'member-active' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the membership");
    expect(alert).toHaveTextContent('The rest of the page is fine. Try again in a moment.');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Priya Shah' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(card).findByText('LM100001')).toBeInTheDocument();
  });

  it('links to the account pages', async () => {
    renderDashboard({ account: 'member-active' });
    const card = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(card).getByRole('link', { name: 'Payments & Invoices' })).toHaveAttribute('href', '/myaccount/payments');
    expect(within(card).getByRole('link', { name: 'Account details' })).toHaveAttribute('href', '/myaccount/details');
  });
});

describe('dashboard: the §9 payment-plan banner', () => {
  const BANNER = /^Your payment plan ends on/;

  it('asks the member whose plan ends in 45 days whether they will renew, with the end date and both choices', async () => {
    renderDashboard({ account: 'member-plan-ending' });
    const banner = await screen.findByRole('region', { name: BANNER });
    const end = accountOf('member-plan-ending').paymentPlanEndDate!;
    expect(banner).toHaveAccessibleName(`Your payment plan ends on ${formatDate(end)}`);
    expect(banner).toHaveTextContent('That is in 45 days.');
    expect(within(banner).getByRole('link', { name: 'Plan to renew' })).toHaveAttribute('href', '/myaccount/plan-to-renew');
    expect(within(banner).getByRole('link', { name: 'No plan to renew' })).toHaveAttribute('href', '/myaccount/no-plan-to-renew');
  });

  it.each([
    { days: 60, shown: true },
    { days: 61, shown: false },
  ])('with the plan ending in $days days: shown $shown', async ({ days, shown }) => {
    accountOf('member-active').paymentPlanEndDate = format(addDays(new Date(), days), 'yyyy-MM-dd');
    renderDashboard({ account: 'member-active' });
    await cardRows('Your membership');
    expect(screen.queryByRole('region', { name: BANNER }) !== null).toBe(shown);
  });

  it('thanks a member who has said they plan to renew, and offers to renew now instead of asking again', async () => {
    renderDashboard({ account: 'status-renew-soon' });
    const banner = await screen.findByRole('region', { name: BANNER });
    expect(banner).toHaveTextContent('you plan to renew on the Standard tier, paying by Card');
    expect(within(banner).getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/myaccount/renew');
    expect(within(banner).queryByRole('link', { name: 'Plan to renew' })).not.toBeInTheDocument();
  });

  it('is not shown when the plan ends beyond 60 days', async () => {
    renderDashboard({ account: 'member-active' });
    await cardRows('Your membership');
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });
});

describe('dashboard: staff acting for a member', () => {
  it("summarises the member's membership, with the status from the association's records", async () => {
    renderDashboard({ account: 'account-manager', override: overrideFor('member-tier-pro') });
    await waitForSession('ready with details');
    expect(screen.getByText("You are looking at member LM100034's dashboard.")).toBeInTheDocument();
    expect(await cardRows('Membership summary')).toMatchObject({ 'Membership number': 'LM100034', Tier: 'Pro', 'Account status': 'Active' });
    expect(screen.queryByRole('region', { name: 'Act for a member' })).not.toBeInTheDocument();
  });

  it('says first that a suspended member owes money, and where to pay it', async () => {
    renderDashboard({ account: 'account-manager', override: overrideFor('status-suspended') });
    const notice = await screen.findByRole('region', { name: 'Your membership is suspended' });
    expect(notice).toHaveTextContent('£250 is overdue. Paying it restores your membership.');
    expect(within(notice).getByRole('link', { name: 'Go to Payments & Invoices' })).toHaveAttribute('href', '/myaccount/payments');
  });

  it('offers a lapsed member renewal', async () => {
    renderDashboard({ account: 'account-manager', override: overrideFor('status-expired-card') });
    const notice = await screen.findByRole('region', { name: 'Your membership is expired' });
    expect(within(notice).getByRole('link', { name: 'Renew Membership' })).toHaveAttribute('href', '/myaccount/renew');
  });
});

describe('dashboard: staff not acting for a member', () => {
  it.each(['account-manager', 'developer'])('offers %s a form to act for a member, and loads no membership', async (account) => {
    renderDashboard({ account });
    await waitForSession('ready');
    expect(await screen.findByRole('region', { name: 'Act for a member' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your membership' })).not.toBeInTheDocument();
    expect(simulator.requestsTo('GET', '/members/:n/account-summary')).toHaveLength(0);
  });
});

describe('dashboard: someone with no roles', () => {
  it('explains that no membership is attached, with the configured ways to get in touch', async () => {
    const { config } = renderDashboard({ account: 'no-roles' });
    await waitForSession('ready');
    const notice = screen.getByRole('region', { name: 'No membership is linked to your sign-in' });
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
    expect(within(notice).getByRole('link', { name: `Call us on ${config.officePhone}` })).toHaveAttribute(
      'href',
      `tel:${config.officePhone!.replace(/[^\d+]/g, '')}`,
    );
    expect(within(notice).getByRole('link', { name: 'Request a callback' })).toHaveAttribute('href', config.callbackUrl);
    expect(screen.queryByRole('region', { name: 'Act for a member' })).not.toBeInTheDocument();
    await waitFor(() => expect(simulator.requestsTo('GET', /.*/)).toHaveLength(0));
  });

  it('leaves out contact options that are not configured', async () => {
    renderDashboard({ account: 'no-roles', config: { links: {}, officePhone: undefined, callbackUrl: undefined } });
    await waitForSession('ready');
    const notice = screen.getByRole('region', { name: 'No membership is linked to your sign-in' });
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });
});
