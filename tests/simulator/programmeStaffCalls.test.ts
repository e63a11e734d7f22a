// Tests of the API simulator (a test double): programme staff's periods and sign-up queues, each answer
// held to the contract; the decisions done once per submission attempt (its Idempotency-Key).
import { describe, expect, it } from 'vitest';
import type { ApiSchemas } from '../mocks/api/handlers/options';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();
const as = (key: string) => tokenForDemoAccount(key);

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

const periodIn = (schemeType: string, state: string) =>
  simulator.store().rewards.periods.find((period) => period.schemeType === schemeType && period.state === state)!;
const pendingBioPakSignups = () => simulator.store().rewards.signups.filter((signup) => signup.schemeType === 'biopak' && signup.status === 'Pending');

describe('a programme’s periods', () => {
  it('moves a period on one step at a time, telling why a step is refused (409)', async () => {
    const token = await as('larder-admin');
    const period = periodIn('calor', 'Open');
    const closed = await json<ApiSchemas['PeriodDetail']>(await callApi(`/calor/periods/${period.id}/close`, { token, method: 'POST' }));
    expect(closed.period.state).toBe('ClosedForClaims');

    const again = await callApi(`/calor/periods/${period.id}/close`, { token, method: 'POST' });
    const refusedAgain = await refusalOf(again);
    expect(refusedAgain).toMatchObject({ status: 409, code: 'wrong-period-state' });
    expect(refusedAgain.detail).toMatch(/is closed for claims: only a period that is open can be moved on with “Close for claims”\.$/);

    // Calor's claims dated in the period still wait for a reviewer.
    const calculate = await callApi(`/calor/periods/${period.id}/calculate`, { token, method: 'POST' });
    const waiting = await refusalOf(calculate);
    expect(waiting).toMatchObject({ status: 409, code: 'claims-waiting' });
    expect(waiting.detail).toMatch(/still wait for a decision\. Review them before calculating the cashback\.$/);
  });

  it('creates a period Upcoming, which opens only from its first day', async () => {
    const token = await as('larder-admin');
    const next = await json<ApiSchemas['DateRange']>(await callApi('/biopak/periods/next', { token }));
    const created = await callApi('/biopak/periods', { token, method: 'POST', body: next });
    expect(created.status).toBe(201);
    const period = (await created.json()) as ApiSchemas['Period'];
    expect(period).toMatchObject({ ...next, schemeType: 'biopak', state: 'Upcoming' });

    const open = await callApi(`/biopak/periods/${period.id}/open`, { token, method: 'POST' });
    const notStarted = await refusalOf(open);
    expect(notStarted).toMatchObject({ status: 409, code: 'period-not-started' });
    expect(notStarted.detail).toMatch(/: it can be opened from that day\.$/);
    const overlapping = await callApi('/biopak/periods', { token, method: 'POST', body: { ...next, name: 'Another name' } });
    expect(await refusalOf(overlapping)).toMatchObject({ status: 409, code: 'period-overlaps' });
  });

  it('imports a supplier report whole or not at all (422, nothing applied), and never the same report twice (409)', async () => {
    const token = await as('larder-admin');
    const period = periodIn('biopak', 'Open');
    const day = period.startDate.split('-').reverse().join('/');
    const report = (lines: string[]) => {
      const form = new FormData();
      form.append('report', new Blob([['Account number,Invoice number,Invoice date,Amount excluding VAT', ...lines].join('\r\n')], { type: 'text/csv' }), 'biopak-november.csv');
      return form;
    };
    const purchasesBefore = simulator.store().rewards.purchases.length;
    const bad = await callApi(`/biopak/periods/${period.id}/purchase-reports`, { token, method: 'POST', form: report([`BP204417,INV-T-1,${day},120.50`, 'BP204417,INV-T-2,31/02/2026,12.00']) });
    expect(await refusalOf(bad)).toMatchObject({ status: 422, code: 'report-lines-invalid', detail: '1 line of the report cannot be imported, so nothing was imported.' });
    expect(simulator.store().rewards.purchases).toHaveLength(purchasesBefore);

    const good = () => report([`BP204417,INV-T-1,${day},120.50`, `BP641036,INV-T-2,${day},79.50`]);
    expect((await callApi(`/biopak/periods/${period.id}/purchase-reports`, { token, method: 'POST', form: good() })).status).toBeLessThan(300);
    expect(simulator.store().rewards.purchases).toHaveLength(purchasesBefore + 2);
    const again = await callApi(`/biopak/periods/${period.id}/purchase-reports`, { token, method: 'POST', form: good() });
    expect(await refusalOf(again)).toMatchObject({ status: 409, code: 'report-already-imported' });
    expect(simulator.store().rewards.purchases).toHaveLength(purchasesBefore + 2);
  });

  it('records an adjustment of a member’s cashback with its amount and reason', async () => {
    const token = await as('larder-admin');
    const period = periodIn('biopak', 'Open');
    const body = { membershipNumber: 'LM100001', amount: 12.5, reason: 'Invoice BPI-1107 was missing from the October report' };
    expect((await callApi(`/biopak/periods/${period.id}/adjustments`, { token, method: 'POST', body })).status).toBe(201);
    expect(simulator.store().programmeStaff.adjustments.at(-1)).toMatchObject(body);
  });

  it('answers 404 for a period of another programme, one that is not a GUID, and Calor’s supplier reports', async () => {
    const token = await as('larder-admin');
    const biopak = periodIn('biopak', 'Open');
    expect((await callApi(`/calor/periods/${biopak.id}`, { token })).status).toBe(404);
    expect((await callApi('/calor/periods/not-a-period', { token, outsideContract: true })).status).toBe(404);
    const form = new FormData();
    form.append('report', new Blob(['Account number,Invoice number,Invoice date,Amount excluding VAT'], { type: 'text/csv' }), 'calor.csv');
    const calor = periodIn('calor', 'Open');
    expect((await callApi(`/calor/periods/${calor.id}/purchase-reports/preview`, { token, method: 'POST', form, outsideContract: true })).status).toBe(404);
  });

  it('refuses an adjustment that would take a member’s cashback below £0 (409), and one for someone outside the programme (400)', async () => {
    const token = await as('larder-admin');
    const period = periodIn('biopak', 'Open');
    const members = await json<ApiSchemas['PeriodMemberCashbackPage']>(await callApi(`/biopak/periods/${period.id}/members?sort=cashback&direction=asc`, { token }));
    const member = members.items.find((line) => line.cashback > 0)!;
    const tooMuch = await callApi(`/biopak/periods/${period.id}/adjustments`, {
      token,
      method: 'POST',
      body: { membershipNumber: member.membershipNumber, amount: -(member.cashback + 1), reason: 'A credit note' },
    });
    const belowZero = await refusalOf(tooMuch);
    expect(belowZero).toMatchObject({ status: 409, code: 'cashback-below-zero', fields: ['amount'] });
    expect(belowZero.detail).toMatch(/can be taken off\.$/);
    const outsider = await callApi(`/biopak/periods/${period.id}/adjustments`, { token, method: 'POST', body: { membershipNumber: 'LM999999', amount: 5, reason: 'A missing invoice' } });
    expect(await refusalOf(outsider)).toMatchObject({ status: 400, code: 'not-programme-member', fields: ['membershipNumber'] });
    expect(simulator.store().programmeStaff.adjustments).toHaveLength(1);
  });

  it('is for the larderAdmin only (403)', async () => {
    expect((await callApi('/biopak/periods', { token: await as('biopak-employee') })).status).toBe(403);
  });
});

describe('a programme’s sign-up queue', () => {
  it('is open to the programme’s own employee, not another programme’s (403)', async () => {
    const token = await as('biopak-employee');
    const page = await json<ApiSchemas['SignupQueuePage']>(await callApi('/biopak/signups?pageSize=5', { token }));
    expect(page.items.every((signup) => signup.status === 'Pending')).toBe(true);
    expect(page.counts.Pending).toBe(page.total);
    expect((await callApi('/calor/signups', { token })).status).toBe(403);
  });

  it('approves in bulk what is still pending, skipping with why what was decided meanwhile or is unknown', async () => {
    const token = await as('larder-admin');
    const [first, second] = pendingBioPakSignups();
    await json(await callApi(`/biopak/signups/${first!.id}/approve`, { token, method: 'POST' }));
    const unknown = '5160a140-0000-4000-8000-000000999999';
    const result = await json<ApiSchemas['BulkSignupApprovalResult']>(
      await callApi('/biopak/signups/approve', { token, method: 'POST', body: { signupIds: [first!.id, second!.id, unknown, second!.id] } }),
    );
    expect(result.approved).toEqual([second!.id]);
    expect(result.skipped.map((skip) => skip.signupId)).toEqual([first!.id, unknown]);
    expect(result.skipped[0]!.reason).toMatch(/: This sign-up was already approved by .+ on \d{2}\/\d{2}\/\d{4}\.$/);
  });
});

describe('a staff decision’s Idempotency-Key', () => {
  it('answers the attempt sent again with the first answer, marked replayed, and decides once', async () => {
    const token = await as('larder-admin');
    const signup = pendingBioPakSignups()[0]!;
    const idempotencyKey = crypto.randomUUID();
    const first = await callApi(`/biopak/signups/${signup.id}/approve`, { token, method: 'POST', idempotencyKey });
    const again = await callApi(`/biopak/signups/${signup.id}/approve`, { token, method: 'POST', idempotencyKey });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get('Idempotent-Replayed')).toBe('false');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(signup.history.filter((change) => change.status === 'Approved')).toHaveLength(1);
    // A new attempt is a new decision: refused, the sign-up being decided.
    expect(await refusalOf(await callApi(`/biopak/signups/${signup.id}/approve`, { token, method: 'POST' }))).toMatchObject({ status: 409, code: 'already-decided' });
  });

  it('keeps nothing for a refusal: the attempt put right is processed, and the key with yet another body is refused (400 idempotency-key-reused)', async () => {
    const token = await as('larder-admin');
    const signup = pendingBioPakSignups()[0]!;
    const idempotencyKey = crypto.randomUUID();
    const reject = (reason: string) => callApi(`/biopak/signups/${signup.id}/reject`, { token, method: 'POST', idempotencyKey, body: { reason } });
    expect(await refusalOf(await reject('   '))).toMatchObject({ status: 400, code: 'invalid-request', fields: ['reason'] });
    expect(signup.status).toBe('Pending');
    const rejected = await json<ApiSchemas['StaffSignup']>(await reject('The customer number is not on BioPak’s records.'));
    expect(rejected).toMatchObject({ status: 'Rejected', rejectionReason: 'The customer number is not on BioPak’s records.' });
    const otherBody = await reject('Another reason');
    expect(await refusalOf(otherBody)).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
    expect(signup.rejectionReason).toBe('The customer number is not on BioPak’s records.');
  });

  it('is required on a decision (400)', async () => {
    const token = await as('larder-admin');
    const period = periodIn('biopak', 'Open');
    const answer = await callApi(`/biopak/periods/${period.id}/close`, { token, method: 'POST', idempotencyKey: null, outsideContract: true });
    expect(await refusalOf(answer)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['Idempotency-Key'] });
    expect(period.state).toBe('Open');
  });
});
