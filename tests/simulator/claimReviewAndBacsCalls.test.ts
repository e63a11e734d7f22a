// Tests of the API simulator (a test double): staff's Calor claim review, claims audit and BACS files.
import { describe, expect, it } from 'vitest';
import type { BacsExclusion, BacsFileDetail, BacsFileSummary, BacsLine } from '@/domain/bacs/bacsFile';
import { checkStandard18 } from '../mocks/api/backend-reference/standard18';
import { checkLabelledStandard18 } from '../mocks/api/backend-reference/standard18Labels';
import { LARDER_ORIGINATOR } from '../mocks/api/seed/bacs';
import type { ClaimAuditEntry, StaffClaimDetail, StaffClaimSummary } from '@/domain/calor/claimReview';
import type { Paged } from '@/domain/lists/listQuery';
import { demoAccount } from '../mocks/data/demoAccounts';
import { signTestToken, tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();
const as = (key: string) => tokenForDemoAccount(key);

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('the Calor claim review queue', () => {
  it('holds thirty submitted claims, submitted first and oldest first, two of them duplicates of others', async () => {
    const token = await as('calor-claims');
    const queue = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?pageSize=100&status=Submitted', { token }));
    expect(queue.total).toBe(30);
    const submitted = queue.items.map((claim) => claim.submittedOn);
    expect(submitted).toEqual([...submitted].sort());
    expect(queue.items.filter((claim) => claim.flags.includes('SameReceipt')).length).toBeGreaterThanOrEqual(1);
    expect(queue.items.filter((claim) => claim.flags.includes('SameFile')).length).toBeGreaterThanOrEqual(1);

    const all = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?pageSize=100', { token }));
    const firstDecided = all.items.findIndex((claim) => claim.status !== 'Submitted');
    expect(all.items.slice(0, firstDecided).every((claim) => claim.status === 'Submitted')).toBe(true);
    expect(all.items.slice(firstDecided).some((claim) => claim.status === 'Submitted')).toBe(false);
  });

  it('filters by member and retailer', async () => {
    const token = await as('calor-claims');
    const gareth = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?member=gareth', { token }));
    expect(gareth.total).toBeGreaterThan(0);
    expect(gareth.items.every((claim) => claim.member.name === 'Gareth Lloyd')).toBe(true);
  });

  it.each([
    { who: 'a member', key: 'member-active', status: 403 },
    { who: 'a Larder administrator', key: 'larder-admin', status: 403 },
    { who: 'a Calor administrator (audit only)', key: 'calor-admin', status: 403 },
  ])('refuses $who ($status)', async ({ key, status }) => {
    expect((await callApi('/calor/claims', { token: await as(key) })).status).toBe(status);
  });

  it('a second reviewer deciding the same claim is told who decided it (409)', async () => {
    const first = await as('calor-claims');
    const second = await signTestToken({ subject: 'auth0|hannah', roles: ['calorClaimsEmployee'] });
    const queue = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?status=Submitted&pageSize=1', { token: first }));
    const reference = queue.items[0]!.claimReference;
    const detail = await json<StaffClaimDetail>(await callApi(`/calor/claims/${reference}`, { token: first }));

    const approved = await callApi(`/calor/claims/${reference}/decisions`, { token: first, method: 'POST', body: { decision: 'Approve', version: detail.version } });
    expect(approved.status).toBe(200);
    const late = await callApi(`/calor/claims/${reference}/decisions`, {
      token: second,
      method: 'POST',
      body: { decision: 'Reject', reason: 'Unreadable', version: detail.version },
    });
    const refusal = await refusalOf(late);
    expect(refusal).toMatchObject({ status: 409, code: 'already-decided' });
    expect(refusal.detail).toMatch(/already been decided by Chris Morgan/);
  });

  it('refuses a rejection without its reason (400)', async () => {
    const token = await as('calor-claims');
    const queue = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?status=Submitted&pageSize=1', { token }));
    const response = await callApi(`/calor/claims/${queue.items[0]!.claimReference}/decisions`, { token, method: 'POST', body: { decision: 'Reject', reason: ' ', version: 1 } });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'rejection-reason-required', fields: ['reason'] });
  });

  it('serves the receipt file', async () => {
    const token = await as('calor-claims');
    const queue = await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?pageSize=1', { token }));
    const response = await callApi(`/calor/claims/${queue.items[0]!.claimReference}/receipt`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/image\/png|application\/pdf/);
  });
});

describe('the claims audit', () => {
  it('a calorAdmin reads it; a calorClaimsEmployee and a member get 403', async () => {
    const audit = await json<Paged<ClaimAuditEntry>>(await callApi('/calor/claims/audit?decision=Rejected', { token: await as('calor-admin') }));
    expect(audit.total).toBeGreaterThan(0);
    expect(audit.items.every((entry) => entry.action === 'Rejected')).toBe(true);
    expect((await callApi('/calor/claims/audit', { token: await as('calor-claims') })).status).toBe(403);
    expect((await callApi('/calor/claims/audit/export', { token: await as('calor-claims') })).status).toBe(403);
    expect((await callApi('/calor/claims/audit', { token: await as('member-active') })).status).toBe(403);
  });

  it('exports the filtered audit as CSV', async () => {
    const response = await callApi('/calor/claims/audit/export?decision=Rejected', { token: await as('calor-admin') });
    expect(response.headers.get('Content-Type')).toMatch(/text\/csv/);
    // Byte by byte: the UTF-8 byte-order mark, then the heading row.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,Claim,Member,Decision or change,From,To,Reason or note');
    expect(lines.length).toBeGreaterThan(1);
  });
});

describe('BACS files', () => {
  const files = async (token: string) => json<Paged<BacsFileSummary>>(await callApi('/finance/bacs-files', { token }));

  it('the demo has one draft, one submitted file and the settled files that paid the wallets so far; a member and a programme employee get 403', async () => {
    const list = await files(await as('larder-admin'));
    const states = list.items.map((file) => file.state);
    expect(states.filter((state) => state === 'Draft')).toHaveLength(1);
    expect(states.filter((state) => state === 'Submitted')).toHaveLength(1);
    // Every paid (or returned) payout in the demo wallets went in a file, whose returns are recorded.
    expect(states.filter((state) => state === 'ReturnsRecorded').length).toBeGreaterThan(0);
    expect(states.length).toBe(list.total);
    expect((await callApi('/finance/bacs-files', { token: await as('member-active') })).status).toBe(403);
    expect((await callApi('/finance/bacs-files', { token: await as('calor-admin') })).status).toBe(403);
  });

  it('the draft passes its checks, lists its exclusions apart, and its creator cannot approve it', async () => {
    const creator = await as('larder-admin');
    const draft = (await files(creator)).items.find((file) => file.state === 'Draft')!;
    const detail = await json<BacsFileDetail>(await callApi(`/finance/bacs-files/${draft.id}`, { token: creator }));
    expect(detail.checks.every((check) => check.passed)).toBe(true);
    expect(detail.contraTotal).toBe(detail.creditTotal);
    const excluded = await json<Paged<BacsExclusion>>(await callApi(`/finance/bacs-files/${draft.id}/exclusions`, { token: creator }));
    expect(excluded.items.map((exclusion) => exclusion.reason).sort()).toEqual(['FailedModulusCheck', 'MissingBankDetails']);
    expect(detail.exclusionCount).toBe(excluded.total);
    expect(detail.exclusionTotal).toBeCloseTo(excluded.items.reduce((sum, exclusion) => sum + exclusion.amount, 0), 2);
    const byAmount = await json<Paged<BacsExclusion>>(await callApi(`/finance/bacs-files/${draft.id}/exclusions?sort=amount&direction=desc&pageSize=1`, { token: creator }));
    expect(byAmount).toMatchObject({ page: 1, pageSize: 1, total: 2, items: [{ amount: Math.max(...excluded.items.map((exclusion) => exclusion.amount)) }] });
    const modulus = await json<Paged<BacsExclusion>>(await callApi(`/finance/bacs-files/${draft.id}/exclusions?reason=FailedModulusCheck`, { token: creator }));
    expect(modulus.items.map((exclusion) => exclusion.reason)).toEqual(['FailedModulusCheck']);
    expect((await callApi(`/finance/bacs-files/${draft.id}/exclusions?pageSize=101`, { token: creator, outsideContract: true })).status).toBe(400);

    const own = await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: creator, method: 'POST' });
    expect(await refusalOf(own)).toMatchObject({ status: 403, code: 'creator-cannot-approve', detail: 'A second Larder administrator must approve this file' });
    expect(await refusalOf(await callApi(`/finance/bacs-files/${draft.id}/download`, { token: creator }))).toMatchObject({ status: 409, code: 'wrong-file-state' });

    const second = await as('larder-admin-2');
    const approved = await json<BacsFileDetail>(await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: second, method: 'POST' }));
    expect(approved.state).toBe('Approved');
    expect(approved.approved?.by.name).toBe('Jo Brennan');
    expect(await refusalOf(await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: second, method: 'POST' })), 'approved already: a new attempt is refused').toMatchObject({
      status: 409,
      code: 'wrong-file-state',
    });

    const download = await callApi(`/finance/bacs-files/${draft.id}/download`, { token: creator });
    const text = await download.text();
    expect(checkStandard18(text)).toEqual([]);
    expect(text.split('\n').filter(Boolean).every((record) => record.replace(/\r$/, '').length === 100)).toBe(true);

    // The labelled form: the same records between the labels, with the configured service user number and the processing day.
    const labelled = await callApi(`/finance/bacs-files/${draft.id}/download?format=labelled`, { token: creator });
    const labelledName = `${draft.reference}-${draft.processingDate}-labelled.txt`;
    expect(labelled.headers.get('Content-Disposition')).toBe(`attachment; filename="${labelledName}"; filename*=UTF-8''${labelledName}`);
    const labelledText = await labelled.text();
    expect(checkLabelledStandard18(labelledText, { serviceUserNumber: LARDER_ORIGINATOR.serviceUserNumber, processingDate: draft.processingDate })).toEqual([]);
    expect(labelledText.split('\r\n').slice(4, -4).join('\r\n') + '\r\n').toBe(text);
    expect(await refusalOf(await callApi(`/finance/bacs-files/${draft.id}/download?format=pdf`, { token: creator, outsideContract: true }))).toMatchObject({
      status: 400,
      code: 'invalid-request',
      fields: ['format'],
    });

    const submitted = await json<BacsFileDetail>(await callApi(`/finance/bacs-files/${draft.id}/submit`, { token: creator, method: 'POST' }));
    expect(submitted.state).toBe('Submitted');
  });

  it("recording a returned credit puts the cashback back in the member's wallet as returned, with the reason", async () => {
    const token = await as('larder-admin');
    const file = (await files(token)).items.find((candidate) => candidate.state === 'Submitted')!;
    const lines = await json<Paged<BacsLine>>(await callApi(`/finance/bacs-files/${file.id}/lines`, { token }));
    const line = lines.items[0]!;
    const recorded = await json<BacsFileDetail>(
      await callApi(`/finance/bacs-files/${file.id}/returns`, { token, method: 'POST', body: { returns: [{ lineId: line.id, reason: 'Account closed' }] } }),
    );
    expect(recorded.state).toBe('ReturnsRecorded');
    expect(recorded.returnedCount).toBe(1);
    const ids = simulator.store().bacs.files.find((candidate) => candidate.id === file.id)!.lines.find((candidate) => candidate.id === line.id)!.transactionIds;
    const returned = simulator.store().wallet.transactions.filter((transaction) => ids.includes(transaction.id));
    expect(returned.length).toBeGreaterThan(0);
    expect(returned.map((transaction) => [transaction.state, transaction.reason])).toEqual(returned.map(() => ['Returned', 'Returned by the bank: Account closed.']));
    const again = await callApi(`/finance/bacs-files/${file.id}/returns`, { token, method: 'POST', body: { returns: [{ lineId: line.id, reason: 'Account closed' }] } });
    expect(await refusalOf(again)).toMatchObject({ status: 409, code: 'line-already-returned', fields: ['returns[0].lineId'] });
  });

  it("refuses the creator's approval (403 creator-cannot-approve), whoever created the file, and changes nothing", async () => {
    const first = await as('larder-admin');
    const draft = (await files(first)).items.find((file) => file.state === 'Draft')!;
    const refused = await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: first, method: 'POST' });
    expect(await refusalOf(refused)).toMatchObject({ status: 403, code: 'creator-cannot-approve' });
    const after = await json<BacsFileDetail>(await callApi(`/finance/bacs-files/${draft.id}`, { token: first }));
    expect(after).toMatchObject({ state: 'Draft', approved: null });

    // The same rule for a file the second administrator made: then the first one approves it.
    const file = simulator.store().bacs.files.find((candidate) => candidate.id === draft.id)!;
    file.created = { ...file.created, by: { id: 'auth0|larder-admin-2', name: 'Jo Brennan' } };
    const second = await as('larder-admin-2');
    expect(await refusalOf(await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: second, method: 'POST' }))).toMatchObject({ status: 403, code: 'creator-cannot-approve' });
    expect((await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: first, method: 'POST' })).status).toBe(200);
  });

  it('builds a new file from a period with approved cashback, refusing a processing day too soon', async () => {
    const token = await as('larder-admin');
    const payable = await json<{ period: { id: string } }[]>(await callApi('/finance/bacs-files/payable-periods', { token }));
    expect(payable.length).toBeGreaterThan(0);
    const tooSoon = await callApi('/finance/bacs-files', { token, method: 'POST', body: { periodIds: [payable[0]!.period.id], processingDate: new Date().toISOString().slice(0, 10) } });
    expect(await refusalOf(tooSoon)).toMatchObject({ status: 400, code: 'processing-date-not-accepted', fields: ['processingDate'] });
  });
});

describe('each submission happens once per attempt (its Idempotency-Key)', () => {
  it('a decision sent again with its key is answered with the first answer, not made twice; the key with another body is refused (400 idempotency-key-reused)', async () => {
    const token = await as('calor-claims');
    const reference = (await json<Paged<StaffClaimSummary>>(await callApi('/calor/claims?status=Submitted&pageSize=1', { token }))).items[0]!.claimReference;
    const { version } = await json<StaffClaimDetail>(await callApi(`/calor/claims/${reference}`, { token }));
    const idempotencyKey = crypto.randomUUID();
    const body = { decision: 'MemberContacted', note: 'Phoned about the delivery date.', version };
    const first = await callApi(`/calor/claims/${reference}/decisions`, { token, method: 'POST', body, idempotencyKey });
    const again = await callApi(`/calor/claims/${reference}/decisions`, { token, method: 'POST', body, idempotencyKey });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.headers.get('Idempotent-Replayed'), again.headers.get('Idempotent-Replayed')]).toEqual(['false', 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(simulator.store().calor.audit.filter((entry) => entry.claimReference === reference && entry.action === 'MemberContacted')).toHaveLength(1);

    const other = await callApi(`/calor/claims/${reference}/decisions`, { token, method: 'POST', body: { ...body, note: 'Another note.' }, idempotencyKey });
    expect(await refusalOf(other)).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
  });

  it('a refusal keeps nothing: the same attempt goes through once its cause is put right', async () => {
    const creator = await as('larder-admin');
    const draft = (await json<Paged<BacsFileSummary>>(await callApi('/finance/bacs-files?state=Draft', { token: creator }))).items[0]!;
    const idempotencyKey = crypto.randomUUID();
    const early = await callApi(`/finance/bacs-files/${draft.id}/submit`, { token: creator, method: 'POST', idempotencyKey });
    expect(await refusalOf(early), 'a draft cannot be submitted').toMatchObject({ status: 409, code: 'wrong-file-state' });

    await json<BacsFileDetail>(await callApi(`/finance/bacs-files/${draft.id}/approve`, { token: await as('larder-admin-2'), method: 'POST' }));
    const submitted = await callApi(`/finance/bacs-files/${draft.id}/submit`, { token: creator, method: 'POST', idempotencyKey });
    expect(submitted.status).toBe(200);
    expect(submitted.headers.get('Idempotent-Replayed')).toBe('false');
    expect((await submitted.json() as BacsFileDetail).state).toBe('Submitted');
  });

  it('a submission without a key is refused (400) and changes nothing', async () => {
    const token = await as('larder-admin-2');
    const draft = (await json<Paged<BacsFileSummary>>(await callApi('/finance/bacs-files?state=Draft', { token }))).items[0]!;
    const response = await callApi(`/finance/bacs-files/${draft.id}/approve`, { token, method: 'POST', idempotencyKey: null, outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['Idempotency-Key'] });
    expect(simulator.store().bacs.files.find((file) => file.id === draft.id)!.state).toBe('Draft');
  });
});

it('a demo account exists for the second approver', () => {
  expect(demoAccount('larder-admin-2').roles).toEqual(['larderAdmin']);
});
