import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { PaymentsPage } from '@/features/member/payments/PaymentsPage';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { CARD_PAYMENT_POLL_INTERVAL_MS, CARD_PAYMENT_POLL_TIMEOUT_MS } from '@/domain/account/cardPayments';
import { formatDate } from '@/domain/format/date';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { applyCardPaymentOutcome, createCardPayment } from '../../mocks/api/backend-reference/cardPayments';
import { setupSimulator } from '../support/simulator';
import { refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';
import { holding, rowShowing } from '../support/queries';
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

function renderPayments(account: string, options: RenderOptions = {}) {
  return renderWithProviders(<PaymentsPage />, { session: true, account, path: '/myaccount/payments', ...options });
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });

/** A section once its list's page has come (its placeholder gone). */
async function loaded(name: string) {
  const section = await region(name);
  await waitFor(() => expect(within(section).queryByText(/^Loading/)).not.toBeInTheDocument());
  return section;
}

/** A card payment session for member-failed-payment's failed collection, as its Pay now opens one, and that collection. */
function openCardPaymentForFailedCollection() {
  const member = simulator.store().members.get(numberOf('member-failed-payment'))!;
  const failed = accountOf('member-failed-payment').payments.find((payment) => payment.status === 'Failed - Unpaid')!;
  const created = createCardPayment(
    simulator.store(),
    member,
    { purpose: 'payment', paymentIds: [failed.id], returnUrl: `${window.location.origin}/myaccount/payments` },
    new Date(),
    window.location.origin,
  );
  if (!created.ok) throw new Error(created.message);
  return { session: created.record, failed };
}

describe('payments: loading, failing, empty', () => {
  it('shows a placeholder while the payments load, then the schedule', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    simulator.server.use(http.get(`${API_URL}/members/:n/payments`, async () => void (await held)));
    renderPayments('member-direct-debit');
    expect(await screen.findByText('Loading your payments…')).toBeInTheDocument();
    release();
    expect(await region('Payment schedule')).toBeInTheDocument();
  });

  it('sends a failed load of what is owed to the error page for its status (spec §2)', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:n/payments`, ({ request }) => (new URL(request.url).searchParams.get('view') === 'overdue' ? serverFailure() : undefined)));
    const { router } = renderPayments('member-active');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/500'));
  });

  it('says plainly when there are no payments or invoices yet', async () => {
    accountOf('member-new').payments = [];
    accountOf('member-new').invoices = [];
    renderPayments('member-new');
    expect(await within(await region('Payment schedule')).findByText('No payments are scheduled.')).toBeInTheDocument();
    expect(await within(await region('Payment history')).findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(await within(await region('Invoices')).findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Outstanding balance' })).toHaveTextContent('You have nothing to pay at the moment.');
  });
});

describe('payments: the filled page', () => {
  it('shows a Direct Debit member’s schedule, balance and mandate (reference, bank, last digits)', async () => {
    renderPayments('member-direct-debit');
    const schedule = await loaded('Payment schedule');
    const rows = within(schedule).getAllByRole('row').slice(1);
    const next = accountOf('member-direct-debit').payments.find((payment) => payment.status === 'Future')!;
    expect(rows[0]).toHaveTextContent(formatDate(next.dueDate));
    expect(rows[0]).toHaveTextContent('£25');
    expect(rows[0]).toHaveTextContent('Direct Debit, monthly');
    expect(rows[0]).toHaveTextContent('Future');
    const mandate = screen.getByRole('region', { name: 'Direct Debit' });
    expect(mandate).toHaveTextContent('LARDER-LM100030');
    expect(mandate).toHaveTextContent(/Ending \d{4}/);
    expect(within(mandate).getByText('Active')).toHaveClass('badge', 'text-bg-success');
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it('explains each status that needs a word, with the bank’s reason, and pays an overdue one only through the overdue notice', async () => {
    renderPayments('member-failed-payment');
    const history = await loaded('Payment history');
    const failed = rowShowing(history, 'Failed - Unpaid');
    expect(within(failed).getByText('Failed - Unpaid', { selector: '.badge' })).toHaveClass('text-bg-danger');
    expect(failed).toHaveTextContent('Returned by your bank and not collected again: it is still owed. Please pay it now.');
    expect(failed).toHaveTextContent('Reason given: Refer to payer: your bank did not pay it');
    // One way to pay what is overdue: the notice's Pay £15 now, not a second Pay now on its row.
    expect(within(failed).queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(failed).toHaveTextContent('In the overdue total above');
    expect(within(await region('£15 is overdue')).getByRole('button', { name: 'Pay £15 now' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
  });

  it('pages the history 10 at a time and narrows it to one status, both kept in the address and asked of the API', async () => {
    // Sixteen more successful payments: 28 in the history, three pages of it.
    const account = accountOf('status-expired-other');
    const template = account.payments.find((payment) => payment.status === 'Successful')!;
    const successful = account.payments.filter((payment) => payment.status === 'Successful').length + 16;
    account.payments.push(...Array.from({ length: 16 }, () => ({ ...template, id: crypto.randomUUID() })));
    const asked: string[] = [];
    simulator.server.use(
      http.get(`${API_URL}/members/:n/payments`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return undefined;
      }),
    );
    const { userEvent, router } = renderPayments('status-expired-other');
    const history = await loaded('Payment history');
    expect(within(history).getAllByRole('row')).toHaveLength(11); // the heading row and 10 (three lists share the page)
    const pages = () => within(history).getByRole('navigation', { name: 'Pages of your payment history, newest first' });
    expect(within(pages()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages()).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(history).getByRole('status')).toHaveTextContent(/^Showing 11 to 20 of /));
    expect(within(history).getAllByRole('row')).toHaveLength(11);
    expect(within(pages()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.selectOptions(within(history).getByRole('combobox', { name: 'Status' }), 'Successful');
    await waitFor(() => expect(within(history).getByRole('status')).toHaveTextContent(`Showing 1 to 10 of ${successful}`));
    expect(within(history).getAllByRole('row')).toHaveLength(11);
    expect(router.state.location.search).toBe('?status=Successful');
    // The API was asked for that page and that status: the browser never held the whole history.
    expect(asked).toEqual(
      expect.arrayContaining(['?view=history&page=2&pageSize=10', '?view=history&page=1&pageSize=10&status=Successful']),
    );
  });

  it('explains every status in the guide', async () => {
    renderPayments('member-active');
    await region('Payment history');
    const guide = holding(screen.getAllByRole('group'), 'What the payment statuses mean');
    expect(within(guide).getAllByRole('term')).toHaveLength(11);
  });
});

describe('payments: a suspended member, sent here by the suspended page (spec §8)', () => {
  it('says what is overdue, line by line, and how to pay it', async () => {
    renderPayments('status-suspended');
    const overdue = await region('£250 is overdue');
    expect(overdue).toHaveTextContent('Your membership is suspended because of this. Paying it restores your membership.');
    const lines = within(overdue).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^£180 for Annual membership renewal, Standard, due \d\d\/\d\d\/\d{4} \(Instruction cancelled by the payer\)$/),
      expect.stringMatching(/^£70 for Upgrade to Premium \(rest of year\), due /),
    ]);
    expect(overdue).toHaveTextContent('Pay £250 now pays all of it in one go, by debit or credit card');
    expect(within(overdue).getByRole('link', { name: 'Call us on 0161 496 0000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Pay £250 now' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Direct Debit' })).toHaveTextContent('This Direct Debit has been cancelled');
  });
});

describe('payments: Pay now', () => {
  it('asks the API for a payment session, then goes to the hosted payment page with it', async () => {
    const payments = watchCardPayments(simulator.server);
    const { userEvent, config } = renderPayments('member-failed-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £15 now' }));
    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    const failed = accountOf('member-failed-payment').payments.find((payment) => payment.status === 'Failed - Unpaid')!;
    expect(await payments.requests()).toEqual([{ purpose: 'payment', paymentIds: [failed.id], returnUrl: `${window.location.origin}/myaccount/payments` }]);
    const [session] = await payments.sessions();
    expect(goToHostedPaymentPage).toHaveBeenCalledWith(config, session!.sessionId);
  });

  // That the same key makes one session is the server's rule (tests/simulator/accountCalls.test.ts).
  it('tries again once after a timeout with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method !== 'POST' || !request.url.endsWith('/card-payments')) return realFetch(input, init);
      keys.push(request.headers.get('Idempotency-Key'));
      // The first answer is lost on the way back: the server made the session, the portal never heard.
      if (keys.length > 1) return realFetch(input, init);
      return realFetch(request.clone()).then(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    });
    const { userEvent } = renderPayments('member-failed-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £15 now' }));
    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says why when the API refuses, e.g. an invoice already paid', async () => {
    simulator.server.use(http.post(`${API_URL}/members/:n/card-payments`, () => refusal(409, 'already-paid', 'Invoice INV-001047 is already paid.')));
    const { userEvent } = renderPayments('member-failed-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £15 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open the payment page. Invoice INV-001047 is already paid.");
    expect(goToHostedPaymentPage).not.toHaveBeenCalled();
  });
});

describe('payments: switched off (VITE_PAYMENTS_DISABLED)', () => {
  it('hides every Pay now, says why, and gives the ways to get in touch', async () => {
    const { config } = renderPayments('status-suspended', { config: { paymentsDisabled: true } });
    const overdue = await region('£250 is overdue');
    expect(overdue).not.toHaveTextContent('pays all of it in one go');
    expect(within(overdue).queryByRole('button', { name: /^Pay £/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Online card payments are switched off at the moment, so there is no Pay now button.');
    expect(within(note).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
    expect(within(note).getByRole('link', { name: 'Request a callback' })).toBeInTheDocument();
  });

  it('says so too when no payments gateway is configured', async () => {
    renderPayments('status-suspended', { config: { paymentsGatewayUrl: undefined } });
    expect(await screen.findByRole('note')).toHaveTextContent('Online card payments are not set up on this portal');
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });
});

describe('payments: invoices', () => {
  it('lists number, date, net, VAT, total and status', async () => {
    renderPayments('member-active');
    const invoices = await region('Invoices');
    const newest = accountOf('member-active').invoices.at(-1)!;
    await within(invoices).findByText(newest.number);
    const row = rowShowing(invoices, newest.number);
    expect(row).toHaveTextContent(formatDate(newest.issueDate));
    expect(row).toHaveTextContent('£250');
    expect(row).toHaveTextContent('£50');
    expect(row).toHaveTextContent('£300');
    expect(within(row).getByText('Paid')).toHaveClass('badge', 'text-bg-success');
  });

  it('Download PDF fetches the invoice through the loader, with the bearer token, and saves it under its number', async () => {
    const authorisations: (string | null)[] = [];
    simulator.server.use(
      http.get(`${API_URL}/members/:n/invoices/:number/pdf`, ({ request }) => {
        authorisations.push(request.headers.get('Authorization'));
        return undefined;
      }),
    );
    const saved: { name: string; file: Blob }[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, file: lastBlob! });
    });

    const { userEvent } = renderPayments('member-active');
    const invoices = await region('Invoices');
    const newest = accountOf('member-active').invoices.at(-1)!;
    await userEvent.click(await within(invoices).findByRole('button', { name: `Download PDF of invoice ${newest.number}` }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`Invoice-${newest.number}.pdf`);
    expect(saved[0]!.file.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await saved[0]!.file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(authorisations).toEqual([expect.stringMatching(/^Bearer .+/)]);
  });

  it('says beside the button when a download fails, and the member can try again', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:n/invoices/:number/pdf`, () => refusal(404, 'not-found', 'No invoice')));
    const { userEvent } = renderPayments('member-active');
    const invoices = await region('Invoices');
    const newest = accountOf('member-active').invoices.at(-1)!;
    await userEvent.click(await within(invoices).findByRole('button', { name: `Download PDF of invoice ${newest.number}` }));
    const button = within(invoices).getByRole('button', { name: `Download PDF of invoice ${newest.number}` });
    const alert = await within(invoices).findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be downloaded. Please try again.');
    expect(button).toHaveAccessibleDescription('The file could not be downloaded. Please try again.');
    expect(button).toBeEnabled();
  });
});

const VISA = { brand: 'Visa', last4: '4242' };

describe('payments: back from the hosted payment page (the poll)', () => {
  /** A card payment for the failed collection, still waiting for the provider's answer. */
  const raisedPayment = () => openCardPaymentForFailedCollection().session;

  const renderReturn = (id: string) => renderPayments('member-failed-payment', { path: `/myaccount/payments?payment=${id}` });
  const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(CARD_PAYMENT_POLL_INTERVAL_MS));

  it('checks until the payment is Successful, then thanks the member and shows it paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = raisedPayment();
    renderReturn(payment.id);
    expect(await screen.findByRole('status', { name: 'Checking your payment…' })).toBeInTheDocument();

    applyCardPaymentOutcome(simulator.store(), payment.sessionId, 'succeeded');
    await nextPoll();
    const thanks = await screen.findByRole('status', { name: 'Thank you: £15 paid' });
    expect(thanks).toHaveTextContent('A receipt is on its way by email');
    // The page loads afresh: the failed collection now reads 'Failed - Paid', with no Pay now.
    expect(await within(await region('Payment history')).findByText('Failed - Paid', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it.each([
    { outcome: 'declined' as const, heading: 'Your card payment was declined', text: 'Your card was declined by your card provider. Nothing has been taken.' },
    { outcome: 'abandoned' as const, heading: 'Your card payment was not finished', text: 'The payment page was left before paying, so nothing has been taken.' },
  ])('stops on a $outcome payment and says so, with Pay £15 now still there', async ({ outcome, heading, text }) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = raisedPayment();
    renderReturn(payment.id);
    await screen.findByRole('status', { name: 'Checking your payment…' });
    applyCardPaymentOutcome(simulator.store(), payment.sessionId, outcome);
    await nextPoll();
    const alert = await screen.findByRole('alert', { name: heading });
    expect(alert).toHaveTextContent(text);
    expect(await screen.findByRole('button', { name: 'Pay £15 now' })).toBeEnabled();
    const polls = simulator.requestsTo('GET', '/members/:n/card-payments/:id').length;
    await nextPoll();
    expect(simulator.requestsTo('GET', '/members/:n/card-payments/:id')).toHaveLength(polls);
  });

  it('gives up after the timeout with a message and Check again, which starts checking afresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = raisedPayment();
    const { userEvent } = renderReturn(payment.id);
    await screen.findByRole('status', { name: 'Checking your payment…' });

    await act(() => vi.advanceTimersByTimeAsync(CARD_PAYMENT_POLL_TIMEOUT_MS + CARD_PAYMENT_POLL_INTERVAL_MS));
    const timedOut = await screen.findByRole('alert', { name: "We haven't heard from your card provider yet" });
    expect(timedOut).toHaveTextContent("Please don't pay again");
    const polls = simulator.requestsTo('GET', '/members/:n/card-payments/:id').length;
    await nextPoll();
    expect(simulator.requestsTo('GET', '/members/:n/card-payments/:id')).toHaveLength(polls);

    applyCardPaymentOutcome(simulator.store(), payment.sessionId, 'succeeded');
    await userEvent.click(within(timedOut).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('status', { name: 'Thank you: £15 paid' })).toBeInTheDocument();
  });

  it('says an older payment was replaced by a newer one for the same thing, and nothing was taken', async () => {
    const older = raisedPayment();
    raisedPayment();
    renderReturn(older.id);
    const alert = await screen.findByRole('alert', { name: 'This payment was replaced by a newer one' });
    expect(alert).toHaveTextContent('nothing has been taken for it');
  });

  it('says money taken for something already paid is being refunded in full', async () => {
    const older = raisedPayment();
    const newer = raisedPayment();
    await simulator.cardProvider.paymentSucceeded(newer.sessionId, newer.amount, VISA);
    await simulator.cardProvider.paymentSucceeded(older.sessionId, older.amount, VISA);
    renderReturn(older.id);
    const alert = await screen.findByRole('alert', { name: '£15 is being refunded: this was already paid' });
    expect(alert).toHaveTextContent('we have asked your card provider to refund the full amount to your card');
    expect(await within(await region('Payment history')).findAllByText('Failed - Paid', { selector: '.badge' })).toHaveLength(1);
  });

  it('says when the check itself fails, with Check again', async () => {
    const payment = raisedPayment();
    let failing = true;
    simulator.server.use(
      http.get(`${API_URL}/members/:n/card-payments/:id`, () => (failing ? serverFailure() : undefined)),
    );
    const { userEvent } = renderReturn(payment.id);
    const alert = await screen.findByRole('alert', { name: "We couldn't check your payment" });
    failing = false;
    applyCardPaymentOutcome(simulator.store(), payment.sessionId, 'succeeded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('status', { name: 'Thank you: £15 paid' })).toBeInTheDocument();
  });
});

describe('payments: what was paid by card', () => {
  /** A card payment for the failed collection, and the provider's report that it took the money. */
  function payByCard(card = VISA) {
    const { session, failed } = openCardPaymentForFailedCollection();
    return { session, failed, settle: () => simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, card) };
  }

  const cardPaymentRows = (history: HTMLElement) => within(history).getAllByRole('row', { name: /Card payment/ });

  it('shows the card payment as a row of its own, with its date and card, and the debt and its invoice as paid by it', async () => {
    const { failed, settle } = payByCard();
    await settle();
    const today = formatDate(new Date());
    renderPayments('member-failed-payment');

    const history = await loaded('Payment history');
    const [cardRow] = cardPaymentRows(history);
    expect(cardRow).toHaveTextContent(today);
    expect(cardRow).toHaveTextContent('£15');
    expect(cardRow).toHaveTextContent('Visa ending 4242');
    expect(cardRow).toHaveTextContent(`For invoice ${failed.invoiceNumber}`);
    expect(within(cardRow!).getByText('Successful', { selector: '.badge' })).toHaveClass('text-bg-success');

    const debtRow = rowShowing(history, 'Failed - Paid');
    expect(debtRow).toHaveTextContent(`Paid by card on ${today} (Visa ending 4242)`);
    const invoices = await region('Invoices');
    await within(invoices).findByText(failed.invoiceNumber!);
    const invoiceRow = rowShowing(invoices, failed.invoiceNumber!);
    expect(invoiceRow).toHaveTextContent(`Paid by card on ${today} (Visa ending 4242)`);

    // The money agrees everywhere: nothing owed, nothing overdue, no Pay now.
    expect(screen.getByRole('region', { name: 'Outstanding balance' })).toHaveTextContent('You have nothing to pay at the moment.');
    expect(screen.queryByRole('region', { name: /is overdue$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it('shows a duplicate payment as Refunded once the provider has refunded it, with when, beside the one that paid', async () => {
    const older = payByCard({ brand: 'Visa', last4: '3184' });
    const newer = payByCard();
    await newer.settle();
    await older.settle();
    // The provider settles the refund the API asked for, and says so by its webhook.
    await simulator.webhooks.runDue();
    renderPayments('member-failed-payment');

    const rows = cardPaymentRows(await loaded('Payment history'));
    expect(rows).toHaveLength(2);
    const refunded = rows.find((row) => within(row).queryByText('Refunded', { selector: '.badge' }))!;
    expect(refunded).toHaveTextContent('£15');
    expect(refunded).toHaveTextContent('Visa ending 3184');
    expect(refunded).toHaveTextContent(`Refunded in full to your card on ${formatDate(new Date())}: it was for something already paid.`);
    expect(screen.getByRole('region', { name: 'Outstanding balance' })).toHaveTextContent('You have nothing to pay at the moment.');
  });

  it('narrows the history to the refunds when asked', async () => {
    const older = payByCard();
    const newer = payByCard();
    await newer.settle();
    await older.settle();
    await simulator.webhooks.runDue();
    const { userEvent } = renderPayments('member-failed-payment');
    const history = await loaded('Payment history');
    await userEvent.selectOptions(within(history).getByRole('combobox', { name: 'Status' }), 'Refunded');
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(cardPaymentRows(history)).toHaveLength(1);
  });
});
