// Tests of the API simulator (a test double): the member's account, payments, invoices, card payments,
// upgrades and renewal, with the rules a real server would apply.
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '@/domain/account/accountSummary';
import type { CardPayment } from '@/domain/account/cardPayments';
import { debtsOf, type Invoice, type PaymentEntry } from '@/domain/account/payments';
import type { Paged } from '@/domain/lists/listQuery';
import type { RenewalQuoteAnswer } from '@/domain/account/renewal';
import type { UpgradeQuotesAnswer } from '@/domain/account/upgrade';
import { DEMO_ACCOUNTS, demoAccount } from '../mocks/data/demoAccounts';
import { applyCardPaymentOutcome } from '../mocks/api/backend-reference/cardPayments';
import { signEvent } from '../mocks/api/backend-reference/providerSignature';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { formatDate } from '@/domain/format/date';
import { UNDELIVERABLE_POSTCODE } from '../mocks/api/backend-reference/accountDetailsUpdate';
import { balanceOf } from '../mocks/api/seed/account';
import { createSimulatorStore } from '../mocks/api/store';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi, type CallOptions } from './support/callApi';
import { refusalOf } from './support/refusal';
import { pdfPagesText, qpdfCheck } from '../unit/simulator/pdfTools';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;
const PORTAL = new URL(API_URL).origin;
const RETURN_URL = `${PORTAL}/myaccount/payments`;

async function call(key: string, path: string, init: Omit<CallOptions, 'token'> = {}) {
  return callApi(`/members/${numberOf(key)}${path}`, { token: await tokenForDemoAccount(key), ...init });
}

async function json<T>(response: Response): Promise<T> {
  expect(response.ok, `${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

const accountOf = (key: string) => simulator.store().account.accounts.get(numberOf(key))!;

/** A member's debts, every one: the history's and the schedule's, each read whole (a page of 100). */
async function debtsFor(key: string) {
  const [history, schedule] = await Promise.all(['history', 'schedule'].map(async (view) => json<Paged<PaymentEntry>>(await call(key, `/payments?view=${view}&pageSize=100`))));
  return debtsOf([...history!.items, ...schedule!.items]);
}

/** The card payments in a member's payment history. */
async function cardPaymentsFor(key: string) {
  const { items } = await json<Paged<PaymentEntry>>(await call(key, '/payments?pageSize=100'));
  return items.flatMap((entry) => (entry.kind === 'cardPayment' ? [entry.cardPayment] : []));
}

/** A member's invoices, every one (a page of 100), newest first. */
async function invoicesFor(key: string) {
  return (await json<Paged<Invoice>>(await call(key, '/invoices?pageSize=100'))).items;
}

describe('the seeded accounts', () => {
  const store = createSimulatorStore();

  it('give every demo member an account, and keep call 4’s balance equal to what their payments say is owed', () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.membershipNumber)) {
      const member = store.members.get(account.membershipNumber!)!;
      const ledger = store.account.accounts.get(account.membershipNumber!);
      expect(ledger, account.key).toBeDefined();
      expect(balanceOf(ledger!.payments), account.key).toBe(member.details.balance ?? 0);
    }
  });

  it('number invoices uniquely and sequentially', () => {
    const numbers = [...store.account.accounts.values()].flatMap((account) => account.invoices.map((invoice) => invoice.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((number) => /^INV-\d{6}$/.test(number))).toBe(true);
  });

  it.each([
    ['member-tier-standard', 1],
    ['member-direct-debit', 2],
    ['member-plan-ending', 3],
    ['member-tier-pro', 4],
  ])('put %s on tier %i', (key, tier) => {
    expect(store.account.accounts.get(numberOf(key))!.tier).toBe(tier);
  });
});

describe('GET /members/{n}/account-summary', () => {
  it('summarises a Direct Debit member: tier, dates, method, the next collection and nothing owed', async () => {
    const summary = await json<AccountSummary>(await call('member-direct-debit', '/account-summary'));
    expect(summary).toMatchObject({
      membershipNumber: 'LM100030',
      tier: 2,
      accountStatus: 'Active',
      paymentMethod: 'CCA Monthly',
      balance: 0,
      overdueAmount: 0,
      nextPayment: { amount: 25 },
    });
    expect(summary.nextPayment!.dueDate > summary.membershipStartDate!).toBe(true);
  });

  it('says what the suspended member owes and that it is overdue', async () => {
    const summary = await json<AccountSummary>(await call('status-suspended', '/account-summary'));
    expect(summary).toMatchObject({ accountStatus: 'Suspended', balance: 250, overdueAmount: 250 });
  });

  it.each([
    { who: 'another member', as: 'member-new', status: 403 },
    { who: 'nobody signed in', as: undefined, status: 401 },
  ])('refuses $who ($status)', async ({ as, status }) => {
    const token = as ? await tokenForDemoAccount(as) : undefined;
    expect((await callApi(`/members/${numberOf('member-active')}/account-summary`, { token })).status).toBe(status);
  });
});

describe('PUT /members/{n}/account-details', () => {
  const valid = {
    tradingName: 'The Larder Café',
    vatNumber: '287431241',
    mainContact: { name: 'Priya Shah', email: 'priya@example.com', phone: '01632 960001', mobile: null },
    mailAddress: { line1: '12 Church Street', line2: null, town: 'Harrogate', county: null, postcode: 'HG1 1AA' },
    invoiceAddress: null,
  };

  it('saves the contacts and answers them back', async () => {
    const saved = await json<unknown>(await call('member-active', '/account-details', { method: 'PUT', body: valid }));
    expect(saved).toEqual(valid);
    expect(accountOf('member-active').details.invoiceAddress).toBeNull();
  });

  it('takes a postcode in any case, and keeps it in capitals', async () => {
    const body = { ...valid, mailAddress: { ...valid.mailAddress, postcode: 'hg1 1aa' } };
    const saved = await json<typeof valid>(await call('member-active', '/account-details', { method: 'PUT', body }));
    expect(saved.mailAddress.postcode).toBe('HG1 1AA');
    expect(accountOf('member-active').details.mailAddress?.postcode).toBe('HG1 1AA');
  });

  it.each([
    { why: 'a bad postcode', body: { ...valid, mailAddress: { ...valid.mailAddress, postcode: 'HG1-1AA' } }, code: 'invalid-request', field: 'mailAddress.postcode' },
    { why: 'an undeliverable address', body: { ...valid, invoiceAddress: { ...valid.mailAddress, postcode: UNDELIVERABLE_POSTCODE } }, code: 'postcode-undeliverable', field: 'invoiceAddress.postcode' },
    { why: 'an email without @', body: { ...valid, mainContact: { ...valid.mainContact, email: 'priya' } }, code: 'invalid-request', field: 'mainContact.email' },
    { why: 'a premium-rate phone', body: { ...valid, mainContact: { ...valid.mainContact, phone: '0901 234 5678' } }, code: 'invalid-request', field: 'mainContact.phone' },
    { why: 'a short VAT number', body: { ...valid, vatNumber: '12345' }, code: 'invalid-request', field: 'vatNumber' },
    { why: 'no trading name', body: { ...valid, tradingName: '  ' }, code: 'invalid-request', field: 'tradingName' },
  ])('refuses $why with 400, its code and the field', async ({ body, code, field }) => {
    // Some of these break the contract's own patterns: the server checks every field itself.
    const response = await call('member-active', '/account-details', { method: 'PUT', body, outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code, fields: [field] });
  });
});

describe('payments and invoices', () => {
  it('lists the failed-payment member’s collections and what is overdue, and gives the mandate with the summary', async () => {
    const payments = await debtsFor('member-failed-payment');
    expect(payments).toHaveLength(12);
    const overdue = await json<Paged<PaymentEntry>>(await call('member-failed-payment', '/payments?view=overdue'));
    expect(debtsOf(overdue.items).map((payment) => payment.status)).toEqual(['Failed - Unpaid']);
    const { directDebitMandate } = await json<AccountSummary>(await call('member-failed-payment', '/account-summary'));
    expect(directDebitMandate).toMatchObject({ status: 'Active', reference: 'LARDER-LM100031' });
    expect(directDebitMandate!.accountNumberEnding).toMatch(/^\d{4}$/);
  });

  it.each([
    ['a page below 1', '/payments?page=0'],
    ['a page size of 0', '/payments?pageSize=0'],
    ['a page size above 100', '/invoices?pageSize=101'],
    ['a page that is not a number', '/invoices?page=two'],
    ['a list it does not have', '/payments?view=everything'],
    ['a status it does not know', '/payments?status=Paid'],
  ])('refuses %s (400 invalid-request naming the parameter)', async (_, path) => {
    const refusal = await refusalOf(await call('member-active', path, { outsideContract: true }));
    expect(refusal).toMatchObject({ status: 400, code: 'invalid-request' });
    expect(refusal.fields).toEqual([path.split('?')[1]!.split('=')[0]]);
  });

  it('pages the invoices: the page asked for, with how many there are in all', async () => {
    const all = await invoicesFor('member-active');
    const second = await json<Paged<Invoice>>(await call('member-active', '/invoices?page=2&pageSize=1'));
    expect(second).toEqual({ items: [all[1]], page: 2, pageSize: 1, total: all.length });
  });

  it('lists invoices newest first, each with net + VAT = gross', async () => {
    const invoices = await invoicesFor('member-active');
    expect(invoices.length).toBeGreaterThan(1);
    expect(invoices.map((invoice) => invoice.issueDate)).toEqual([...invoices.map((invoice) => invoice.issueDate)].sort().reverse());
    for (const invoice of invoices) expect(Math.round((invoice.net + invoice.vat) * 100)).toBe(Math.round(invoice.gross * 100));
  });

  it('serves an invoice as a real PDF holding the VAT invoice fields', async () => {
    const [invoice] = await invoicesFor('member-active');
    const response = await call('member-active', `/invoices/${invoice!.number}/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Invoice-${invoice!.number}.pdf"; filename*=UTF-8''Invoice-${invoice!.number}.pdf`);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    const text = pdfPagesText(pdf).join(' ').replace(/\s+/g, ' ');
    for (const field of [
      'VAT INVOICE',
      `Invoice number: ${invoice!.number}`,
      'Tax point:',
      'Invoice date:',
      "Larder Caterers' Association Ltd",
      'VAT registration number: GB 204 6819 71',
      'The Larder Café',
      'HG1 1UF', // the member's invoice address
      'VAT rate',
      'Total excluding VAT',
      'Total VAT',
      `£${invoice!.gross.toFixed(2)}`,
    ])
      expect(text).toContain(field);
  });

  it('keeps an issued invoice as it was issued: a change of trading name applies to later invoices only', async () => {
    const key = 'status-expired-card';
    const [before] = await invoicesFor(key);
    const issued = new Uint8Array(await (await call(key, `/invoices/${before!.number}/pdf`)).arrayBuffer());
    expect(pdfPagesText(issued).join('')).toContain('Brew & Bun Coffee Van');

    // The trading name changes through the API, at the version just read (If-Match).
    const read = await call(key, '/account-details');
    const details = await json<Record<string, unknown>>(read.clone());
    const changed = await fetch(`${API_URL}/members/${numberOf(key)}/account-details`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await tokenForDemoAccount(key)}`, 'Content-Type': 'application/json', 'If-Match': read.headers.get('ETag')! },
      body: JSON.stringify({ ...details, tradingName: 'Brew & Bun Catering Ltd' }),
    });
    await json(changed);
    const after = new Uint8Array(await (await call(key, `/invoices/${before!.number}/pdf`)).arrayBuffer());
    expect(Buffer.from(after).equals(Buffer.from(issued))).toBe(true);
    expect(pdfPagesText(after)).toEqual(pdfPagesText(issued));

    // The renewal made after the change is invoiced to the new name.
    const session = await json<CardPayment>(await call(key, '/card-payments', { method: 'POST', body: { purpose: 'renewal', returnUrl: RETURN_URL } }));
    await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, { brand: 'Visa', last4: '4242' });
    const [latest] = await invoicesFor(key);
    expect(latest!.number).not.toBe(before!.number);
    const renewed = pdfPagesText(new Uint8Array(await (await call(key, `/invoices/${latest!.number}/pdf`)).arrayBuffer())).join('');
    expect(renewed).toContain('Brew & Bun Catering Ltd');
    expect(renewed).not.toContain('Brew & Bun Coffee Van');
  });

  it('answers 404 for an invoice that is not the member’s', async () => {
    const other = accountOf('member-direct-debit').invoices[0]!.number;
    expect((await call('member-active', `/invoices/${other}/pdf`)).status).toBe(404);
  });
});

describe('POST /members/{n}/card-payments and the hosted page’s result', () => {
  const failedPaymentId = () => accountOf('member-failed-payment').payments.find((payment) => payment.status === 'Failed - Unpaid')!.id;

  it('opens a session for an owed payment, with the amount worked out by the server', async () => {
    // An amount is no field of the request: a client that sends one anyway is refused, naming it.
    const withAmount = await call('member-failed-payment', '/card-payments', {
      method: 'POST',
      body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL, amount: 0.01 },
      outsideContract: true,
    });
    // (The request is one of several shapes, so `errors` names what each shape finds wrong, `amount` among them.)
    expect(await refusalOf(withAmount)).toMatchObject({ status: 400, code: 'invalid-request', fields: expect.arrayContaining(['amount']) });
    const response = await call('member-failed-payment', '/card-payments', {
      method: 'POST',
      body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL },
    });
    expect(response.status).toBe(201);
    const payment = await json<CardPayment>(response);
    expect(payment).toMatchObject({ purpose: 'payment', amount: 15, status: 'Raised' });
    expect(payment).not.toHaveProperty('returnUrl');
    expect(simulator.store().account.cardPayments[0]!.returnUrl).toBe(`${RETURN_URL}?payment=${payment.id}`);
  });

  it('opens one session for several overdue payments: their sum, and a description naming each', async () => {
    const overdue = accountOf('status-suspended').payments.filter((payment) => payment.status === 'Failed - Unpaid').map((payment) => payment.id);
    expect(overdue).toHaveLength(2);
    const payment = await json<CardPayment>(
      await call('status-suspended', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: overdue, returnUrl: RETURN_URL } }),
    );
    expect(payment).toMatchObject({ purpose: 'payment', amount: 250, description: '2 payments: Annual membership renewal, Standard; Upgrade to Premium (rest of year)' });
    expect(simulator.store().account.cardPayments).toHaveLength(1);
    expect(simulator.store().account.cardPayments[0]).toMatchObject({ target: { purpose: 'payment', paymentIds: overdue } });
  });

  it('makes one session per attempt: the same Idempotency-Key sent again (an answer lost) is answered with the first session', async () => {
    const idempotencyKey = crypto.randomUUID();
    const send = () => call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL }, idempotencyKey });
    const first = await json<CardPayment>(await send());
    const again = await json<CardPayment>(await send());
    expect(again).toEqual(first);
    expect(simulator.store().account.cardPayments).toHaveLength(1);
  });

  it.each([
    { key: 'status-expired-card', body: { purpose: 'renewal' }, session: { purpose: 'renewal', amount: 300 }, page: '/myaccount/renew' },
    { key: 'member-tier-standard', body: { purpose: 'upgrade', tier: 3 }, session: { purpose: 'upgrade' }, page: '/myaccount/upgrade' },
  ])('opens a $body.purpose session that returns to the page it came from, naming itself', async ({ key, body, session, page }) => {
    const returnUrl = `${PORTAL}${page}`;
    const payment = await json<CardPayment>(await call(key, '/card-payments', { method: 'POST', body: { ...body, returnUrl } }));
    expect(payment).toMatchObject(session);
    const [stored] = simulator.store().account.cardPayments;
    expect(stored).toMatchObject({ target: body, returnUrl: `${returnUrl}?payment=${payment.id}` });
  });

  it('pays the payment and its invoice when the hosted page says it succeeded; it cannot be paid again', async () => {
    const paymentId = failedPaymentId();
    const created = await json<CardPayment>(
      await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [paymentId], returnUrl: RETURN_URL } }),
    );
    applyCardPaymentOutcome(simulator.store(), created.sessionId, 'succeeded');

    expect(await json<CardPayment>(await call('member-failed-payment', `/card-payments/${created.id}`))).toMatchObject({ status: 'Successful' });
    const paid = accountOf('member-failed-payment').payments.find((payment) => payment.id === paymentId)!;
    expect(paid.status).toBe('Failed - Paid');
    expect(simulator.store().members.get('LM100031')!.details.balance).toBe(0);
    const invoice = accountOf('member-failed-payment').invoices.find((candidate) => candidate.number === paid.invoiceNumber)!;
    expect(invoice.status).toBe('Paid');

    const again = await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [paid.id], returnUrl: RETURN_URL } });
    expect(await refusalOf(again)).toEqual({ status: 409, code: 'already-paid', detail: `Invoice ${invoice.number} is already paid.`, fields: [] });
  });

  it.each([
    { outcome: 'declined' as const, status: 'Unsuccessful' },
    { outcome: 'abandoned' as const, status: 'Not Completed' },
  ])('records a $outcome payment as $status and leaves the debt as it was', async ({ outcome, status }) => {
    const created = await json<CardPayment>(
      await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL } }),
    );
    applyCardPaymentOutcome(simulator.store(), created.sessionId, outcome);
    expect(await json<CardPayment>(await call('member-failed-payment', `/card-payments/${created.id}`))).toMatchObject({ status });
    expect(simulator.store().members.get('LM100031')!.details.balance).toBe(15);
  });

  it.each([
    { why: 'an upgrade to the current tier', key: 'member-direct-debit', body: { purpose: 'upgrade', tier: 2 }, status: 409, code: 'already-on-tier', reason: 'You are already on the Premium tier.' },
    { why: 'a downgrade', key: 'member-direct-debit', body: { purpose: 'upgrade', tier: 1 }, status: 409, code: 'downgrade-not-online', reason: "Moving down to Standard can't be done online. Please contact us to change your tier." },
    { why: 'an unknown tier', key: 'member-direct-debit', body: { purpose: 'upgrade', tier: 7 }, status: 400, code: 'invalid-request', reason: /tier/, outsideContract: true },
    { why: 'a payment already paid', key: 'member-active', body: { purpose: 'payment', paymentId: 'SUCCESSFUL' }, status: 409, code: 'already-paid', reason: /^Invoice INV-\d{6} is already paid\.$/ },
    { why: 'an unknown purpose', key: 'member-active', body: { purpose: 'donation' }, status: 400, code: 'invalid-request', reason: /purpose/, outsideContract: true },
    { why: 'a renewal that is not due yet', key: 'member-active', body: { purpose: 'renewal' }, status: 409, code: 'renewal-too-early', reason: /^Your membership already runs until \d\d\/\d\d\/\d{4}\. You can renew online from/ },
  ])('refuses $why ($code)', async ({ key, body, status, code, reason, outsideContract }) => {
    const paymentIds = body.paymentId === 'SUCCESSFUL' ? [accountOf(key).payments.find((payment) => payment.status === 'Successful')!.id] : undefined;
    const { paymentId: _named, ...rest } = body;
    const response = await call(key, '/card-payments', { method: 'POST', body: { ...rest, paymentIds, returnUrl: RETURN_URL }, outsideContract });
    const refusal = await refusalOf(response);
    expect(refusal).toMatchObject({ status, code });
    expect(refusal.detail).toMatch(reason);
  });

  it.each([
    { returnUrl: 'https://evil.example/phish', code: 'return-url-not-allowed' },
    { returnUrl: `${PORTAL.replace('localhost', '127.0.0.1')}/myaccount/payments`, code: 'return-url-not-allowed' },
    { returnUrl: 'javascript:alert(1)', code: 'invalid-request' },
  ])('refuses the return address $returnUrl (400 $code): the hosted page is never an open redirect', async ({ returnUrl, code }) => {
    const response = await call('member-failed-payment', '/card-payments', {
      method: 'POST',
      body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect(simulator.store().account.cardPayments).toHaveLength(0);
  });

  it('refuses a card payment sent without an Idempotency-Key, and makes none', async () => {
    const response = await call('member-failed-payment', '/card-payments', {
      method: 'POST',
      body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL },
      idempotencyKey: null,
      outsideContract: true,
    });
    expect(response.status).toBe(400);
    expect(simulator.store().account.cardPayments).toHaveLength(0);
  });

  it('refuses every card payment with 503 while payments are switched off server-side', async () => {
    simulator.store().account.cardPaymentsDisabled = true;
    const response = await call('member-failed-payment', '/card-payments', {
      method: 'POST',
      body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL },
    });
    expect(await refusalOf(response)).toMatchObject({ status: 503, code: 'card-payments-unavailable', detail: 'Card payments are switched off at the moment. Please contact us to pay.' });
  });

  it('hides another member’s card payment (404)', async () => {
    const created = await json<CardPayment>(
      await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL } }),
    );
    const staff = await tokenForDemoAccount('account-manager');
    expect((await callApi(`/members/${numberOf('member-active')}/card-payments/${created.id}`, { token: staff })).status).toBe(404);
  });
});

describe('POST /card-payments/notifications: the provider’s signed events, the only way a result reaches the API', () => {
  const failedPaymentId = () => accountOf('member-failed-payment').payments.find((payment) => payment.status === 'Failed - Unpaid')!.id;
  const open = async () =>
    json<CardPayment>(
      await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [failedPaymentId()], returnUrl: RETURN_URL } }),
    );
  let count = 0;
  const eventBody = (type: string, sessionId: string) => JSON.stringify({ id: `evt_test_accountcalls_${++count}`, type, created: Math.floor(Date.now() / 1000), data: { sessionId } });
  const notify = (rawBody: string, signature: string | null) =>
    fetch(`${API_URL}/card-payments/notifications`, {
      method: 'POST',
      // Without a signature the request is outside the contract on purpose, to see the simulator refuse it.
      headers: { 'Content-Type': 'application/json', ...(signature ? { 'Payment-Signature': signature } : { [DELIBERATE_FAULT_HEADER]: 'request' }) },
      body: rawBody,
    });

  it('applies an event signed over its timestamp and exact body, and answers the card payment’s state', async () => {
    const created = await open();
    const body = eventBody('payment.succeeded', created.sessionId);
    const response = await notify(body, signEvent(body, new Date()));
    expect(await json(response)).toEqual({ id: created.id, status: 'Successful', duplicate: false });
    expect(simulator.store().members.get('LM100031')!.details.balance).toBe(0);
  });

  it.each([
    { why: 'no signature', signature: () => null, code: 'invalid-request' },
    { why: 'a signature made with another secret', signature: (body: string) => signEvent(body, new Date(), ['whsec_someone_else']), code: 'signature-invalid' },
    { why: 'the signature of the body before it was altered', signature: (body: string) => signEvent(body, new Date()), code: 'signature-invalid' },
  ])('refuses an event with $why (400 $code) and applies nothing', async ({ signature, code }) => {
    const created = await open();
    const body = eventBody('payment.declined', created.sessionId);
    const forged = body.replace('payment.declined', 'payment.succeeded');
    const response = await notify(forged, signature(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect(await json<CardPayment>(await call('member-failed-payment', `/card-payments/${created.id}`))).toMatchObject({ status: 'Raised' });
  });

  it('answers 404 unknown-session for a session it never made', async () => {
    const body = eventBody('payment.succeeded', 'cs_test_unknown');
    const response = await notify(body, signEvent(body, new Date()));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'unknown-session' });
  });

  it('says an older session was superseded, and by which, and refunds a late payment on it through the provider', async () => {
    const older = await open();
    const newer = await open();
    expect(await json<CardPayment>(await call('member-failed-payment', `/card-payments/${older.id}`))).toMatchObject({ status: 'Superseded', replacedBy: newer.id });
    for (const session of [newer, older]) await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, { brand: 'Visa', last4: '4242' });
    expect(await json<CardPayment>(await call('member-failed-payment', `/card-payments/${older.id}`))).toMatchObject({ status: 'Refunded', refund: { status: 'Pending', amount: 15 } });
    const paid = await json<Paged<PaymentEntry>>(await call('member-failed-payment', '/payments?status=Failed - Paid'));
    expect(debtsOf(paid.items)).toHaveLength(1);
  });
});

describe('renewal', () => {
  it('quotes the expired card member a year from today at their tier’s price', async () => {
    const answer = await json<RenewalQuoteAnswer>(await call('status-expired-card', '/renewals/quote'));
    expect(answer).toMatchObject({
      renewable: true,
      quote: { tier: 2, price: 300, net: 250, vat: 50, directDebitAvailable: false, directDebitAccount: null },
    });
  });

  // A reading call: renewal online not possible now is answered 200 with the reason, never 409.
  it.each([
    ['status-expired-cannot-renew', "Your membership can't be renewed online: Outstanding balance."],
    ['status-expired-other', 'There is £120 to pay on your account. Please pay it on Payments & Invoices first, or contact us.'],
  ])('answers %s that renewal online is not possible, with the reason (200)', async (key, reason) => {
    expect(await json<RenewalQuoteAnswer>(await call(key, '/renewals/quote'))).toEqual({ renewable: false, reason });
  });

  it('renews by card: the latest membership becomes Current and the year is paid', async () => {
    const created = await json<CardPayment>(
      await call('status-expired-card', '/card-payments', { method: 'POST', body: { purpose: 'renewal', returnUrl: RETURN_URL } }),
    );
    expect(created.amount).toBe(300);
    applyCardPaymentOutcome(simulator.store(), created.sessionId, 'succeeded');
    expect(simulator.store().members.get('LM100023')!.details.latestMembership).toEqual({ status: 'Current', paymentType: { name: 'Card Payment' } });
    const summary = await json<AccountSummary>(await call('status-expired-card', '/account-summary'));
    expect(summary.membershipEndDate! > summary.membershipStartDate!).toBe(true);
    const answer = await json<RenewalQuoteAnswer>(await call('status-expired-card', '/renewals/quote'));
    expect(answer).toEqual({ renewable: false, reason: expect.stringMatching(/^Your membership already runs until \d\d\/\d\d\/\d{4}\. You can renew online from \d\d\/\d\d\/\d{4}\.$/) });
    if (answer.renewable) throw new Error('renewal should not be possible online again so soon');
    // The submission is refused for the same reason, with its 409.
    const renewedAgain = await call('status-expired-card', '/card-payments', { method: 'POST', body: { purpose: 'renewal', returnUrl: RETURN_URL } });
    expect(await refusalOf(renewedAgain)).toMatchObject({ status: 409, code: 'renewal-too-early', detail: answer.reason });
  });

  it('renews by Direct Debit when a mandate is active, collecting after the notice period', async () => {
    // Within the renewal window: the plan ends in 45 days.
    accountOf('member-tier-pro').membershipEndDate = accountOf('member-plan-ending').membershipEndDate;
    const response = await call('member-tier-pro', '/renewals', { method: 'POST', body: { paymentMethod: 'DirectDebit' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ amount: 720 });
  });

  it('refuses a Direct Debit renewal without an active mandate', async () => {
    const response = await call('member-plan-ending', '/renewals', { method: 'POST', body: { paymentMethod: 'DirectDebit' } });
    expect(await refusalOf(response)).toMatchObject({ status: 409, code: 'direct-debit-not-available' });
  });

  it('refuses a quote while something is owed, and the renewal check lets go once it is paid', async () => {
    const key = 'status-expired-cannot-renew';
    expect(await (await call(key, '/renewals/can-renew')).text()).toBe('Outstanding balance');
    const owed = accountOf(key).payments.find((payment) => payment.status === 'Unsuccessful')!;
    const created = await json<CardPayment>(
      await call(key, '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [owed.id], returnUrl: RETURN_URL } }),
    );
    applyCardPaymentOutcome(simulator.store(), created.sessionId, 'succeeded');
    expect(await (await call(key, '/renewals/can-renew')).text()).toBe('Ok');
    expect(await json<RenewalQuoteAnswer>(await call(key, '/renewals/quote'))).toMatchObject({ renewable: true });
  });

  it('records a plan to renew, with the tier and method, in the summary', async () => {
    const response = await call('member-plan-ending', '/renewals/plan-to-renew', { method: 'POST', body: { tier: 3, paymentMethod: 'Card' } });
    expect(response.status).toBe(201);
    const summary = await json<AccountSummary>(await call('member-plan-ending', '/account-summary'));
    expect(summary.renewalIntention).toMatchObject({ intention: 'PlanToRenew', tier: 3, paymentMethod: 'Card' });
  });

  // The contract asks for `comments` (null when there are none): a body without it breaks the document.
  it.each([
    { body: { reason: 'Other' }, status: 400, code: 'invalid-request', outsideContract: true },
    { body: { reason: 'Other', comments: '   ' }, status: 400, code: 'comments-required', outsideContract: false },
    { body: { reason: 'Bored', comments: null }, status: 400, code: 'invalid-request', outsideContract: true },
    { body: { reason: 'Other', comments: 'x'.repeat(1001) }, status: 400, code: 'invalid-request', outsideContract: true },
    { body: { reason: 'TooExpensive' }, status: 400, code: 'invalid-request', outsideContract: true },
    { body: { reason: 'TooExpensive', comments: null }, status: 201, outsideContract: false },
    { body: { reason: 'Other', comments: 'Retiring' }, status: 201, outsideContract: false },
  ])('answers no-plan-to-renew $body with $status $code', async ({ body, status, code, outsideContract }) => {
    const response = await call('member-plan-ending', '/renewals/no-plan-to-renew', { method: 'POST', body, outsideContract });
    expect(response.status).toBe(status);
    if (code) expect((await refusalOf(response)).code).toBe(code);
  });

  it('records an intention once per attempt: the same key sent again is answered with the first answer', async () => {
    const idempotencyKey = crypto.randomUUID();
    const send = () => call('member-plan-ending', '/renewals/plan-to-renew', { method: 'POST', body: { tier: 3, paymentMethod: 'Card' }, idempotencyKey });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.headers.get('Idempotent-Replayed')).toBe('false');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('keeps nothing of a refused attempt: once the membership runs again, the same key is processed', async () => {
    const idempotencyKey = crypto.randomUUID();
    const send = () => call('status-expired-card', '/renewals/plan-to-renew', { method: 'POST', body: { tier: 2, paymentMethod: 'Card' }, idempotencyKey });
    expect((await send()).status).toBe(409);
    accountOf('status-expired-card').membershipEndDate = accountOf('member-plan-ending').membershipEndDate;
    const recorded = await send();
    expect(recorded.status).toBe(201);
    expect(recorded.headers.get('Idempotent-Replayed')).toBe('false');
    expect(accountOf('status-expired-card').renewalIntention).toMatchObject({ intention: 'PlanToRenew', tier: 2 });
  });
});

describe('upgrades', () => {
  it('quotes each higher tier pro rata for the days left', async () => {
    const answer = await json<UpgradeQuotesAnswer>(await call('member-tier-standard', '/upgrade-quotes'));
    if (!answer.upgradable) throw new Error(answer.reason);
    const { quotes } = answer;
    expect(quotes.currentTier).toBe(1);
    expect(quotes.quotes.map((quote) => quote.tier)).toEqual([2, 3, 4]);
    const [premium] = quotes.quotes;
    // £120 a year more, for the part of the year left.
    expect(premium!.price).toBeCloseTo((120 * premium!.daysRemaining) / 365, 1);
    expect(quotes.addsToDirectDebit).toBe(false);
  });

  it('answers a membership that has ended with the reason (200, not 409), and refuses the card upgrade itself (409)', async () => {
    const reason = 'Your membership has ended. Please renew it before upgrading.';
    expect(await json<UpgradeQuotesAnswer>(await call('status-expired-card', '/upgrade-quotes'))).toEqual({ upgradable: false, reason });
    const upgrade = await call('status-expired-card', '/card-payments', { method: 'POST', body: { purpose: 'upgrade', tier: 3, returnUrl: RETURN_URL } });
    expect(await refusalOf(upgrade)).toMatchObject({ status: 409, code: 'membership-ended', detail: reason });
  });

  it('adds an upgrade to the Direct Debit: the tier changes now, the price joins a collection two weeks or more away', async () => {
    const response = await call('member-direct-debit', '/upgrades', { method: 'POST', body: { tier: 3 } });
    const upgrade = await json<{ tier: number; amount: number; collectionDate: string }>(response);
    expect(upgrade.tier).toBe(3);
    expect(accountOf('member-direct-debit').tier).toBe(3);
    expect(accountOf('member-direct-debit').payments.at(-1)).toMatchObject({ status: 'Future', amount: upgrade.amount, dueDate: upgrade.collectionDate });
  });

  it('refuses a Direct Debit upgrade for a card payer', async () => {
    expect((await call('member-tier-standard', '/upgrades', { method: 'POST', body: { tier: 2 } })).status).toBe(409);
  });
});

describe('what the member paid: card payments listed apart from the debts they paid', () => {
  const failedPayment = () => accountOf('member-failed-payment').payments.find((payment) => payment.status === 'Failed - Unpaid')!;
  const open = async (paymentId: string) =>
    json<CardPayment>(
      await call('member-failed-payment', '/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [paymentId], returnUrl: RETURN_URL } }),
    );
  /** What the provider's page reports, through the provider stand-in's webhook. */
  const provider = simulator.cardProvider;
  const VISA = { brand: 'Visa', last4: '4242' };

  it('lists a card payment with its card, and the debt and its invoice as paid by it, today', async () => {
    const debt = failedPayment();
    const session = await open(debt.id);
    await provider.paymentSucceeded(session.sessionId, session.amount, VISA);

    const history = await json<Paged<PaymentEntry>>(await call('member-failed-payment', '/payments'));
    const cardPayments = history.items.filter((entry) => entry.kind === 'cardPayment');
    expect(cardPayments).toEqual([
      { kind: 'cardPayment', cardPayment: expect.objectContaining({ id: session.id, status: 'Successful', amount: 15, card: VISA }), paidInvoiceNumbers: [debt.invoiceNumber] },
    ]);
    // Paid today, it leads the history, before the debt it paid.
    expect(history.items[0]).toBe(cardPayments[0]);
    const payments = await debtsFor('member-failed-payment');
    const paid = payments.find((payment) => payment.id === debt.id)!;
    const today = new Date().toISOString().slice(0, 10);
    expect(paid).toMatchObject({ status: 'Failed - Paid', paidOn: today, paidBy: { method: 'Card', cardPaymentId: session.id, card: VISA } });
    // The debts still add up to what is owed: the card payment is money in, not a debt.
    expect(payments).toHaveLength(12);

    const invoices = await invoicesFor('member-failed-payment');
    expect(invoices.find((invoice) => invoice.number === debt.invoiceNumber)).toMatchObject({
      status: 'Paid',
      paidOn: today,
      paidBy: { method: 'Card', cardPaymentId: session.id, card: VISA },
    });
    const pdf = pdfPagesText(new Uint8Array(await (await call('member-failed-payment', `/invoices/${debt.invoiceNumber}/pdf`)).arrayBuffer())).join(' ');
    expect(pdf.replace(/\s+/g, ' ')).toContain(`Paid by card on ${formatDate(today)}`);
    expect(pdf.replace(/\s+/g, ' ')).toContain('Balance due £0.00');
  });

  it('lists a duplicate as Refunded, and leaves out sessions that took nothing', async () => {
    const debt = failedPayment();
    const declined = await open(debt.id);
    await provider.paymentDeclined(declined.sessionId, 'card_declined');
    const older = await open(debt.id);
    const newer = await open(debt.id);
    await provider.paymentSucceeded(newer.sessionId, newer.amount, VISA);
    await provider.paymentSucceeded(older.sessionId, older.amount, { brand: 'Visa', last4: '3184' });

    const cardPayments = await cardPaymentsFor('member-failed-payment');
    expect(cardPayments.map((payment) => [payment.id, payment.status, payment.card?.last4])).toEqual(
      expect.arrayContaining([
        [newer.id, 'Successful', '4242'],
        [older.id, 'Refunded', '3184'],
      ]),
    );
    expect(cardPayments).toHaveLength(2);
  });

  it('says a paid Direct Debit collection and its invoice were paid by Direct Debit, and unpaid ones not at all', async () => {
    const payments = await debtsFor('member-direct-debit');
    const collected = payments.find((payment) => payment.status === 'Successful')!;
    expect(collected.paidBy).toEqual({ method: 'Direct Debit', cardPaymentId: null, card: null });
    expect(payments.find((payment) => payment.status === 'Future')!.paidBy).toBeNull();
    const invoices = await invoicesFor('member-direct-debit');
    expect(invoices.find((invoice) => invoice.number === collected.invoiceNumber)).toMatchObject({ paidOn: collected.paidOn, paidBy: collected.paidBy });
    const unpaid = await invoicesFor('member-failed-payment');
    expect(unpaid.find((invoice) => invoice.status !== 'Paid')).toMatchObject({ paidOn: null, paidBy: null });
  });

  it('records a failed 3-D Secure check as declined, with its own reason', async () => {
    const session = await open(failedPayment().id);
    await provider.paymentDeclined(session.sessionId, 'authentication_failed');
    const payment = await json<CardPayment>(await call('member-failed-payment', `/card-payments/${session.id}`));
    expect(payment.failureReason).toBe("Your card provider couldn't confirm it was you (the 3-D Secure check was not passed), so the payment was declined.");
    expect(payment.card).toBeNull();
  });
});
