import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { NoPlanToRenewPage } from '@/features/member/renewal/NoPlanToRenewPage';
import { PlanToRenewPage } from '@/features/member/renewal/PlanToRenewPage';
import { RenewPage } from '@/features/member/renewal/RenewPage';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { CARD_PAYMENT_POLL_INTERVAL_MS } from '@/domain/account/cardPayments';
import { formatDate } from '@/domain/format/date';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { applyCardPaymentOutcome, createCardPayment } from '../../mocks/api/backend-reference/cardPayments';
import { findErrorSummary, findInlineError } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { refusal } from '../support/failedAnswers';
import { userForDemoAccount, renderWithProviders, type RenderOptions } from '../support/renderWithProviders';
import { API_URL } from '../../support/apiUrl';
import { watchCardPayments } from './cardPaymentCalls';

vi.mock('@/api/goToHostedPaymentPage', () => ({ goToHostedPaymentPage: vi.fn() }));

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;
const accountOf = (key: string) => simulator.store().account.accounts.get(numberOf(key))!;

beforeEach(() => {
  vi.mocked(goToHostedPaymentPage).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('renew: the quote and paying for it', () => {
  const renderRenew = (account: string, options: RenderOptions = {}) =>
    renderWithProviders(<RenewPage />, { session: true, account, path: '/myaccount/renew', ...options });

  it('shows the expired card member’s quote (tier, price, period) and takes them to the hosted page', async () => {
    const payments = watchCardPayments(simulator.server);
    const { userEvent, config } = renderRenew('status-expired-card');
    const quote = await screen.findByRole('region', { name: 'Your renewal' });
    expect(quote).toHaveTextContent('Premium');
    expect(quote).toHaveTextContent('£300 for the year');
    expect(quote).toHaveTextContent('£250 plus £50 VAT');
    expect(quote).toHaveTextContent(new RegExp(`${formatDate(new Date()).replaceAll('/', '\\/')} to \\d\\d/\\d\\d/\\d{4}`));
    // Card is the only way open, so it is already chosen.
    expect(within(quote).getByRole('radio', { name: 'By debit or credit card now, £300' })).toBeChecked();
    expect(within(quote).queryByRole('radio', { name: /Direct Debit/ })).not.toBeInTheDocument();

    await userEvent.click(within(quote).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    expect(await payments.requests()).toEqual([{ purpose: 'renewal', returnUrl: `${window.location.origin}/myaccount/renew` }]);
    const [session] = await payments.sessions();
    expect(goToHostedPaymentPage).toHaveBeenCalledWith(config, session!.sessionId);
  });

  it('lets a member with a Direct Debit choose it, and confirms the renewal with the first collection date', async () => {
    accountOf('member-tier-pro').membershipEndDate = accountOf('member-plan-ending').membershipEndDate;
    const { userEvent } = renderRenew('member-tier-pro');
    const quote = await screen.findByRole('region', { name: 'Your renewal' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Continue to payment' }));
    expect(await findInlineError('Select how you would like to pay')).toBeInTheDocument();

    await userEvent.click(within(quote).getByRole('radio', { name: /^By Direct Debit from (Barclays Bank UK|NatWest), account ending \d{4}$/ }));
    await userEvent.click(within(quote).getByRole('button', { name: 'Renew by Direct Debit' }));
    const done = await screen.findByRole('status', { name: 'Thank you: your membership is renewed' });
    expect(done).toHaveTextContent(/£720 will be collected by Direct Debit on \d\d\/\d\d\/\d{4}/);
    const end = formatDate(accountOf('member-tier-pro').membershipEndDate);
    expect(await within(done).findByText(`Your membership now runs until ${end}. Every page of the portal is open again.`)).toBeInTheDocument();
  });

  it('says why renewal online is not possible, and how to reach the association', async () => {
    const { config } = renderRenew('member-active');
    const notice = await screen.findByRole('region', { name: "Renewal online isn't possible at the moment" });
    expect(notice).toHaveTextContent(/Your membership already runs until \d\d\/\d\d\/\d{4}\. You can renew online from/);
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
  });

  it('says so when something is owed, pointing to Payments & Invoices', async () => {
    renderRenew('status-expired-other');
    const notice = await screen.findByRole('region', { name: "Renewal online isn't possible at the moment" });
    expect(notice).toHaveTextContent('There is £120 to pay on your account.');
    expect(within(notice).getByRole('link', { name: 'Payments & Invoices' })).toHaveAttribute('href', '/myaccount/payments');
  });

  it('with card payments switched off and no Direct Debit: no way to pay here, the reason and contacts', async () => {
    renderRenew('status-expired-card', { config: { paymentsDisabled: true } });
    const quote = await screen.findByRole('region', { name: 'Your renewal' });
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(within(quote).getByRole('note')).toHaveTextContent('Please get in touch with us to renew');
  });

  /** Back from the hosted page with a renewal the provider reports paid; the refreshed claims carry `accountStatusAfterRefresh`. */
  async function backFromPaidRenewal(accountStatusAfterRefresh: string) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = simulator.store().members.get(numberOf('status-expired-card'))!;
    const created = createCardPayment(simulator.store(), member, { purpose: 'renewal', returnUrl: `${window.location.origin}/myaccount/renew` }, new Date(), window.location.origin);
    if (!created.ok) throw new Error(created.message);
    // The claims the refresh brings, as the sign-in service holds them after the API's update (or not yet).
    const user = { ...userForDemoAccount('status-expired-card'), accountStatus: accountStatusAfterRefresh };
    const rendered = renderRenew('status-expired-card', { path: `/myaccount/renew?payment=${created.record.id}`, user });
    expect(await screen.findByRole('status', { name: 'Checking your payment…' })).toBeInTheDocument();
    await simulator.cardProvider.paymentSucceeded(created.record.sessionId, created.record.amount, { brand: 'Visa', last4: '4242' });
    await act(() => vi.advanceTimersByTimeAsync(CARD_PAYMENT_POLL_INTERVAL_MS));
    return { ...rendered, done: await screen.findByRole('status', { name: 'Thank you: £300 paid' }) };
  }

  it('back from the hosted page: refreshes the session silently, then confirms with the new end date and the way on', async () => {
    const { done, auth } = await backFromPaidRenewal('Active');
    expect(done).toHaveTextContent(/Membership renewal, Premium, \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}/);
    const end = formatDate(accountOf('status-expired-card').membershipEndDate);
    expect(await within(done).findByText(`Your membership now runs until ${end}. Every page of the portal is open again.`)).toBeInTheDocument();
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(within(done).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/home');
    expect(within(done).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(simulator.requestsTo('GET', '/members/:n/renewals/quote')).toHaveLength(0);
  });

  it('back from the hosted page, the new status not yet at the sign-in service: the §8 wording and Logout', async () => {
    const { done, auth } = await backFromPaidRenewal('Expired');
    expect(await within(done).findByText(/please wait a few minutes, then log out and log in again/)).toBeInTheDocument();
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(within(done).getByRole('link', { name: 'Logout' })).toBeInTheDocument();
  });

  it('tells a lapsed member plainly that the other pages open again once the renewal is paid', async () => {
    renderRenew('status-expired-card');
    expect(await screen.findByRole('note', { name: 'The other pages' })).toHaveTextContent(
      'While your membership is expired, the other pages of the portal are closed: their links lead to a page about your membership instead. They open again as soon as your renewal is paid, without logging out.',
    );
  });

  it('back from a declined payment: says so and offers to try again', async () => {
    const member = simulator.store().members.get(numberOf('status-expired-card'))!;
    const created = createCardPayment(simulator.store(), member, { purpose: 'renewal', returnUrl: `${window.location.origin}/myaccount/renew` }, new Date(), window.location.origin);
    if (!created.ok) throw new Error(created.message);
    applyCardPaymentOutcome(simulator.store(), created.record.sessionId, 'declined');
    const { userEvent, router } = renderRenew('status-expired-card', { path: `/myaccount/renew?payment=${created.record.id}` });
    const alert = await screen.findByRole('alert', { name: 'Your card payment was declined' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Your renewal' })).toBeInTheDocument();
  });
});

describe('plan to renew', () => {
  const renderPlan = (account = 'member-plan-ending') =>
    renderWithProviders(<PlanToRenewPage />, { session: true, account, path: '/myaccount/plan-to-renew' });

  it('records the tier and method chosen, and thanks the member', async () => {
    const { userEvent, unmount } = renderPlan();
    const form = await screen.findByRole('form', { name: 'Plan to renew' });
    expect(within(form).getByRole('radio', { name: 'Premium Plus, £480 a year' })).toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: 'By Direct Debit' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Pro, £720 a year' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm my plan to renew' }));

    const done = await screen.findByRole('status', { name: "Thank you: we've noted that you plan to renew" });
    expect(done).toHaveTextContent('On the Pro tier, paying by Direct Debit.');

    // Opened again, the page says what was recorded, with the answer chosen.
    unmount();
    renderPlan();
    expect(await screen.findByText(/^You told us on \d\d\/\d\d\/\d{4} that you plan to renew on the Pro tier, paying by Direct Debit\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pro, £720 a year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By Direct Debit' })).toBeChecked();
  });

  it('asks how the member plans to pay', async () => {
    const { userEvent } = renderPlan();
    const form = await screen.findByRole('form', { name: 'Plan to renew' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm my plan to renew' }));
    await findErrorSummary();
    expect(await findInlineError('Select how you plan to pay')).toBeInTheDocument();
  });

  it('shows the answer already given, ready to change', async () => {
    renderPlan('status-renew-soon');
    const form = await screen.findByRole('form', { name: 'Plan to renew' });
    expect(form).toHaveTextContent('that you plan to renew on the Standard tier, paying by Card. You can change your answer here.');
    expect(within(form).getByRole('radio', { name: 'By debit or credit card' })).toBeChecked();
  });

  it('keeps the answers and says why when the API refuses; pressing again is a new attempt with a new key', async () => {
    const keys: (string | null)[] = [];
    simulator.server.use(
      http.post(`${API_URL}/members/:n/renewals/plan-to-renew`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return refusal(409, 'membership-ended', 'Your membership has already ended. Please renew it instead.');
      }),
    );
    const { userEvent } = renderPlan();
    const form = await screen.findByRole('form', { name: 'Plan to renew' });
    await userEvent.click(within(form).getByRole('radio', { name: 'By debit or credit card' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm my plan to renew' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your answer has not been saved. Your membership has already ended.');
    expect(within(form).getByRole('radio', { name: 'By debit or credit card' })).toBeChecked();

    // The refusal ended that attempt: the same values sent again carry a key of their own.
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm my plan to renew' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('no plan to renew', () => {
  const renderNoPlan = () => renderWithProviders(<NoPlanToRenewPage />, { session: true, account: 'member-plan-ending', path: '/myaccount/no-plan-to-renew' });

  it('asks for a reason, and for the member’s own words when it is another reason', async () => {
    const { userEvent } = renderNoPlan();
    const form = await screen.findByRole('form', { name: 'No plan to renew' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answer' }));
    expect(await findInlineError('Select a reason')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Another reason' }));
    expect(within(form).getByRole('textbox', { name: 'Please tell us your reason' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answer' }));
    expect(await findInlineError('Please tell us your reason')).toBeInTheDocument();
  });

  it('sends the reason and comments, and says the association will be in touch', async () => {
    const bodies: unknown[] = [];
    simulator.server.use(
      http.post(`${API_URL}/members/:n/renewals/no-plan-to-renew`, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { userEvent } = renderNoPlan();
    const form = await screen.findByRole('form', { name: 'No plan to renew' });
    await userEvent.click(within(form).getByRole('radio', { name: 'My business is closing or has closed' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /optional/ }), 'Retiring at Easter.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answer' }));

    const done = await screen.findByRole('status', { name: 'Thank you for letting us know' });
    expect(done).toHaveTextContent(
      `Someone from the association will be in touch before your membership ends on ${formatDate(accountOf('member-plan-ending').membershipEndDate)}`,
    );
    expect(bodies).toEqual([{ reason: 'ClosingBusiness', comments: 'Retiring at Easter.' }]);
    expect(within(done).getByRole('link', { name: "I've changed my mind: plan to renew" })).toHaveAttribute('href', '/myaccount/plan-to-renew');
  });
});
