// Tests of the API simulator (a test double): the rewards and wallet calls refuse what a real server would.
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatApiDate } from '@/domain/format/date';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import type { ProgrammeSignup } from '@/domain/rewards/signup';
import { demoAccount } from '../mocks/data/demoAccounts';
import { BANK_DETAILS_HOLD_DAYS, nextPayoutOn } from '../mocks/api/backend-reference/wallet';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;
const NEW = numberOf('member-rewards-new');
const MIXED = numberOf('member-rewards-mixed');
const NEW_UNIT = '0a1b2c3d-0000-4000-8000-000000000621';

const as = async (key: string, path: string, method = 'GET', body?: unknown, outsideContract = false) =>
  callApi(path, { method, body, outsideContract, token: await tokenForDemoAccount(key) });
const signUp = (body: unknown, programme = 'nisbets', key = 'member-rewards-new', member = NEW, outsideContract = false) =>
  as(key, `/${programme}/members/${member}/signup`, 'POST', body, outsideContract);
const valid = { supplierAccountNumber: 'NIS55012', unitIds: [NEW_UNIT], consentToShareData: true };

describe('POST /{programme}/members/{n}/signup', () => {
  it('stores a Pending sign-up with its history (201), the account number tidied', async () => {
    const response = await signUp({ ...valid, supplierAccountNumber: ' nis 55012 ' });
    expect(response.status).toBe(201);
    const signup = (await response.json()) as ProgrammeSignup;
    expect(signup).toMatchObject({ schemeType: 'nisbets', membershipNumber: NEW, supplierAccountNumber: 'NIS55012', status: 'Pending', unitIds: [NEW_UNIT] });
    expect(signup.history.map((change) => change.status)).toEqual(['Pending']);
    const schemes = (await (await as('member-rewards-new', `/offers/members/${NEW}/schemes`)).json()) as MemberScheme[];
    expect(schemes.find((scheme) => scheme.schemeType === 'nisbets')?.status).toBe('Pending');
  });

  // The last column: the document itself rules the request out (the others are refused by rules only the server knows).
  it.each([
    ['without consent', { ...valid, consentToShareData: false }, 'invalid-request', 'consentToShareData', true],
    ['with consent missing', { supplierAccountNumber: 'NIS55012', unitIds: [NEW_UNIT] }, 'invalid-request', 'consentToShareData', true],
    ['with a malformed account number', { ...valid, supplierAccountNumber: 'NIS-5' }, 'supplier-account-number-invalid', 'supplierAccountNumber', false],
    ['with no unit', { ...valid, unitIds: [] }, 'invalid-request', 'unitIds', true],
    ["with another member's unit", { ...valid, unitIds: ['0a1b2c3d-0000-4000-8000-000000000001'] }, 'unit-not-open', 'unitIds[0]', false],
    ['with no body', undefined, 'invalid-request', '', true],
  ])('answers 400 %s (%s, naming %j)', async (_, body, code, field, outsideContract) => {
    const response = await signUp(body, 'nisbets', 'member-rewards-new', NEW, outsideContract);
    expect(await refusalOf(response)).toMatchObject({ status: 400, code, fields: [field] });
    expect(simulator.store().rewards.signups.some((signup) => signup.membershipNumber === NEW)).toBe(false);
  });

  it('answers 409 to a second sign-up while one is pending, and to one already approved', async () => {
    expect((await signUp(valid)).status).toBe(201);
    const second = await signUp({ ...valid, supplierAccountNumber: 'NIS77777' });
    expect(await refusalOf(second)).toMatchObject({ status: 409, code: 'signup-pending', detail: 'A sign-up to Nisbets is already waiting for approval' });
    const approved = await signUp({ ...valid, supplierAccountNumber: 'BP123456' }, 'biopak', 'member-active', numberOf('member-active'));
    expect(await refusalOf(approved)).toMatchObject({ status: 409, code: 'already-signed-up' });
  });

  it('answers 409 when the account is linked to another membership', async () => {
    const response = await signUp({ ...valid, supplierAccountNumber: 'NIS88213' }); // member-active's
    expect(await refusalOf(response)).toMatchObject({ status: 409, code: 'supplier-account-taken' });
  });

  it('re-applies a rejected sign-up (200): Pending again, the reason cleared, the history kept', async () => {
    const unit = simulator.store().units.units.get(MIXED)![0]!.id;
    const response = await signUp({ supplierAccountNumber: 'NIS10994', unitIds: [unit], consentToShareData: true }, 'nisbets', 'member-rewards-mixed', MIXED);
    expect(response.status).toBe(200);
    const signup = (await response.json()) as ProgrammeSignup;
    expect(signup.status).toBe('Pending');
    expect(signup.rejectionReason).toBeUndefined();
    expect(signup.history.map((change) => change.status)).toEqual(['Pending', 'Rejected', 'Pending']);
  });

  it("refuses another member (403) and a membership without rewards (403)", async () => {
    expect(await refusalOf(await signUp(valid, 'nisbets', 'member-active'))).toMatchObject({ status: 403, code: 'not-your-membership' });
    const noRewards = numberOf('member-no-rewards');
    expect(await refusalOf(await as('member-no-rewards', `/nisbets/members/${noRewards}/signup`))).toMatchObject({ status: 403, code: 'permission-required' });
    expect(await refusalOf(await as('member-no-rewards', `/offers/members/${noRewards}/schemes`))).toMatchObject({ status: 403, code: 'permission-required' });
  });

  it('has no such call for Calor, whose sign-up is its own', async () => {
    expect((await as('member-active', `/calor/members/${numberOf('member-active')}/signup`, 'GET', undefined, true)).status).toBe(404);
    expect((await as('member-active', `/calor/members/${numberOf('member-active')}/cashback`, 'GET', undefined, true)).status).toBe(404);
  });
});

describe('a sign-up attempt (Idempotency-Key)', () => {
  const attempt = (body: unknown, idempotencyKey: string) => async () =>
    callApi(`/nisbets/members/${NEW}/signup`, { method: 'POST', body, idempotencyKey, token: await tokenForDemoAccount('member-rewards-new') });
  const signupsOfNew = () => simulator.store().rewards.signups.filter((signup) => signup.membershipNumber === NEW && signup.schemeType === 'nisbets');

  it('sent again, is answered with the first sign-up, marked replayed: one sign-up', async () => {
    const send = attempt(valid, crypto.randomUUID());
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect([first.headers.get('Idempotent-Replayed'), again.headers.get('Idempotent-Replayed')]).toEqual(['false', 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(signupsOfNew()).toHaveLength(1);
  });

  it('refused, keeps nothing: the same attempt is taken once the cause is put right', async () => {
    const send = attempt({ ...valid, supplierAccountNumber: 'NIS88213' }, crypto.randomUUID()); // member-active's
    expect((await send()).status).toBe(409);
    // Staff reject member-active's sign-up, so the account number is free.
    const theirs = simulator.store().rewards.signups.find((signup) => signup.supplierAccountNumber === 'NIS88213')!;
    theirs.status = 'Rejected';
    const taken = await send();
    expect(taken.status).toBe(201);
    expect(taken.headers.get('Idempotent-Replayed')).toBe('false');
    expect(signupsOfNew()).toHaveLength(1);
  });
});

describe('GET /{programme}/members/{n}/purchases', () => {
  it("answers 400 for a period that is not the programme's", async () => {
    const calorPeriod = simulator.store().rewards.periods.find((period) => period.schemeType === 'calor')!;
    const response = await as('member-active', `/biopak/members/${numberOf('member-active')}/purchases?periodId=${calorPeriod.id}`);
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'unknown-period', fields: ['periodId'] });
  });
});

describe('PUT /members/{n}/wallet/bank-account', () => {
  const put = (body: unknown, key = 'member-active', outsideContract = false) => as(key, `/members/${numberOf(key)}/wallet/bank-account`, 'PUT', body, outsideContract);
  const details = { accountHolderName: 'Larder Cafe Ltd', sortCode: '20-00-00', accountNumber: '55667788' };

  // The last column: the document itself rules the request out (a blank name has no letter the pattern asks for).
  it.each([
    ['a bad sort code', { ...details, sortCode: '20-00-0' }, 'sortCode', true],
    ['a sort code with letters', { ...details, sortCode: '20-00-AB' }, 'sortCode', true],
    ['a bad account number', { ...details, accountNumber: '123' }, 'accountNumber', true],
    ['a nine-digit account number', { ...details, accountNumber: '123456789' }, 'accountNumber', true],
    ['no name', { ...details, accountHolderName: ' ' }, 'accountHolderName', true],
  ])('answers 400 for %s, naming %s', async (_, body, field, outsideContract) => {
    const response = await put(body, 'member-active', outsideContract);
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: [field] });
  });

  it('holds the change until the first payout after the safety hold, and answers it masked', async () => {
    const response = await put(details);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('55667788');
    expect(JSON.parse(text)).toMatchObject({
      current: { accountNumberEnding: '0368' },
      pendingChange: { accountNumberEnding: '7788', sortCodeEnding: '00', effectiveFrom: formatApiDate(nextPayoutOn(addDays(new Date(), BANK_DETAILS_HOLD_DAYS))) },
      holdDays: BANK_DETAILS_HOLD_DAYS,
    });
    expect(await refusalOf(await put(details))).toMatchObject({ status: 409, code: 'bank-change-already-pending' });
  });

  it('refuses a membership without the wallet (403)', async () => {
    expect(await refusalOf(await put(details, 'member-no-wallet'))).toMatchObject({ status: 403, code: 'permission-required' });
    expect(await refusalOf(await as('member-no-wallet', `/members/${numberOf('member-no-wallet')}/wallet`))).toMatchObject({ status: 403, code: 'permission-required' });
  });
});

describe('the wallet and Calor claims', () => {
  it("answers the member's own sums and payouts, and their transactions a page at a time, newest first", async () => {
    const mine = numberOf('member-active');
    const wallet = (await (await as('member-active', `/members/${mine}/wallet`)).json()) as {
      totals: Record<string, number>;
      programmes: { transactions: number }[];
      payouts: unknown[];
      nextPayoutOn: string;
    };
    const own = simulator.store().wallet.transactions.filter((transaction) => transaction.membershipNumber === mine);
    expect(wallet).not.toHaveProperty('transactions');
    expect(wallet.programmes.reduce((count, programme) => count + programme.transactions, 0)).toBe(own.length);
    const paid = own.filter((transaction) => transaction.state === 'Paid').reduce((pence, transaction) => pence + Math.round(transaction.amount * 100), 0) / 100;
    expect(wallet.totals.Paid).toBe(paid);
    const page = (await (await as('member-active', `/members/${mine}/wallet/transactions?pageSize=3&page=2&state=Paid`)).json()) as {
      items: { createdOn: string; state: string; membershipNumber?: string }[];
      total: number;
    };
    expect(page.total).toBe(own.filter((transaction) => transaction.state === 'Paid').length);
    expect(page.items).toHaveLength(3);
    expect(page.items.every((transaction) => transaction.state === 'Paid' && !('membershipNumber' in transaction))).toBe(true);
    expect(page.items.map((transaction) => transaction.createdOn)).toEqual(page.items.map((transaction) => transaction.createdOn).sort().reverse());
    // The member's approved cashback is in the demo's draft file: it is paid on that file's processing day.
    const approved = new Set(own.filter((transaction) => transaction.state === 'Approved').map((transaction) => transaction.id));
    const carrying = simulator.store().bacs.files.find((file) => file.lines.some((line) => line.transactionIds.some((id) => approved.has(id))))!;
    expect(wallet.nextPayoutOn).toBe(carrying.processingDate);
  });

  it.each([
    ['a page below 1', 'page=0', 'page'],
    ['a page size above 100', 'pageSize=101', 'pageSize'],
    ['an unknown state', 'state=Lost', 'state'],
    ['an unknown programme', 'programme=acme', 'programme'],
  ])('refuses the transactions with %s (400)', async (_why, query, field) => {
    const response = await as('member-active', `/members/${numberOf('member-active')}/wallet/transactions?${query}`, 'GET', undefined, true);
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: [field] });
  });

  it('answers the next payout run as the payout day of a member whose approved cashback no file carries yet', async () => {
    const mine = numberOf('member-active');
    simulator.store().bacs.files = simulator.store().bacs.files.filter((file) => !file.lines.some((line) => line.membershipNumber === mine) || file.state !== 'Draft');
    const wallet = (await (await as('member-active', `/members/${mine}/wallet`)).json()) as { nextPayoutOn: string };
    expect(wallet.nextPayoutOn).toBe(formatApiDate(nextPayoutOn(new Date())));
  });
});
