// Tests of the API simulator (a test double): the Calor calls refuse what a real server would.
import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { claimPeriodContaining } from '@/domain/calor/claimPeriod';
import { CYLINDER_TYPES } from '@/domain/cylinders';
import { formatApiDate } from '@/domain/format/date';
import { DEMO_RETAILERS } from '../mocks/api/seed/calor';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { demoAccount } from '../mocks/data/demoAccounts';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';
import { setupSimulator } from '../integration/support/simulator';
import { docxBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes } from '../mocks/data/sampleFiles';
import { multipartBody, type Part } from './support/multipartBody';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const ACTIVE = demoAccount('member-active').membershipNumber!;
const PENDING = demoAccount('member-calor-pending').membershipNumber!;
const NONE = demoAccount('member-calor-none').membershipNumber!;
const [DALES, HARBOUR] = DEMO_RETAILERS;

const line = (quantity: number, pricePerCylinder: number) => (cylinderIdentity: string) =>
  JSON.stringify({ quantity, pricePerCylinder, vatIncluded: false, cylinderIdentity });

interface Upload {
  retailerId?: string;
  vatNumber?: string;
  purchaseDate?: string;
  receiptNumber?: string;
  purchaseDetails?: string[];
  receipts?: { filename: string; type: string; size: number; head?: Uint8Array }[];
  /** The designed field of a resubmission; not sent unless given. */
  correctsClaimReference?: string;
}

const validUpload = (): Required<Omit<Upload, 'correctsClaimReference'>> => ({
  retailerId: DALES!.id,
  vatNumber: '318472061',
  purchaseDate: formatApiDate(new Date()),
  receiptNumber: 'NEW-1',
  purchaseDetails: CYLINDER_TYPES.map((cylinder, index) => line(index === 0 ? 2 : 0, index === 0 ? 30 : 0)(cylinder)),
  receipts: [{ filename: 'receipt.png', type: 'image/png', size: 2048, head: pngBytes() }],
});

interface UploadOptions {
  as?: string;
  member?: string;
  token?: boolean;
  /** The submission attempt's key: a new one unless given. */
  idempotencyKey?: string;
  /** The body breaks the contract on purpose, to see the simulator refuse it as a real server would. */
  outsideContract?: boolean;
}

async function upload(changes: Upload = {}, { as = 'member-active', member = ACTIVE, token = true, idempotencyKey = crypto.randomUUID(), outsideContract = false }: UploadOptions = {}) {
  const fields = { ...validUpload(), ...changes };
  const parts: Part[] = [
    { name: 'retailerId', value: fields.retailerId },
    { name: 'vatNumber', value: fields.vatNumber },
    { name: 'purchaseDate', value: fields.purchaseDate },
    { name: 'receiptNumber', value: fields.receiptNumber },
    ...fields.purchaseDetails.map((value) => ({ name: 'purchaseDetails', value })),
    ...fields.receipts.map((file) => ({ name: 'receiptImage', file })),
    ...(changes.correctsClaimReference === undefined ? [] : [{ name: 'correctsClaimReference', value: changes.correctsClaimReference }]),
  ];
  const { body, contentType } = multipartBody(parts);
  const headers = new Headers({ 'Content-Type': contentType, 'Idempotency-Key': idempotencyKey });
  if (token) headers.set('Authorization', `Bearer ${await tokenForDemoAccount(as)}`);
  if (outsideContract || !token) headers.set(DELIBERATE_FAULT_HEADER, 'request');
  const response = await fetch(`${API_URL}/calor/members/${member}/upload-claim`, { method: 'POST', headers, body });
  const text = await response.text();
  // A refusal's problem details, as the portal reads them: its code, its sentence and the fields it names.
  const problem = response.ok ? undefined : (JSON.parse(text) as { code: string; detail: string; errors?: { name: string }[] });
  return {
    status: response.status,
    text,
    replayed: response.headers.get('Idempotent-Replayed'),
    ...(problem && { code: problem.code, detail: problem.detail, fields: (problem.errors ?? []).map((error) => error.name) }),
  };
}

const post = async (path: string, body: unknown, as = 'member-active', { outsideContract = false } = {}) =>
  callApi(path, { method: 'POST', body, outsideContract, token: await tokenForDemoAccount(as) });

describe('POST /calor/members/{n}/upload-claim (call 8)', () => {
  it('accepts a valid claim, stores it as Submitted and answers its reference', async () => {
    const answer = await upload();
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ claimReference: 'CLR-100006' }), replayed: 'false' });
    const stored = simulator.store().calor.claims.get(ACTIVE)!.find((claim) => claim.claimReference === 'CLR-100006')!;
    expect(stored).toMatchObject({
      status: 'Submitted',
      receiptNumber: 'NEW-1',
      totalCylinders: 2,
      totalExcludingVat: 60,
      totalIncludingVat: 63,
      cashback: 6,
      receiptImage: { name: 'receipt.png', type: 'image/png', size: 2048 },
    });
  });

  it("puts the claim's cashback in the member's wallet, waiting for approval", async () => {
    await upload();
    const transaction = simulator.store().wallet.transactions.find((candidate) => candidate.claimReference === 'CLR-100006');
    expect(transaction).toMatchObject({ membershipNumber: ACTIVE, schemeType: 'calor', state: 'Pending', amount: 6, payoutId: null });
  });

  it('refuses a caller without a token (401) and another member (403)', async () => {
    expect(await upload({}, { token: false })).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(await upload({}, { as: 'member-calor-pending' })).toMatchObject({ status: 403, code: 'not-your-membership' });
  });

  it.each([
    { member: PENDING, as: 'member-calor-pending', why: 'a Pending account only' },
    { member: NONE, as: 'member-calor-none', why: 'no account' },
  ])('refuses a member with $why (409 not-signed-up)', async ({ member, as }) => {
    expect(await upload({}, { as, member })).toMatchObject({ status: 409, code: 'not-signed-up', detail: 'The member has no Approved account under the Calor scheme' });
  });

  it("refuses a purchase in a closed period (422): every period before today's", async () => {
    const lastDayOfPreviousPeriod = subDays(claimPeriodContaining(new Date()).start, 1);
    expect(await upload({ purchaseDate: formatApiDate(lastDayOfPreviousPeriod) })).toMatchObject({ status: 422, code: 'period-closed', fields: ['purchaseDate'] });
  });

  // `outsideContract`: the document itself rules the request out (a field's format, a count of fields);
  // the others are well formed and refused by the rules only the server knows.
  it.each<{ why: string; changes: Upload; code: string; field: string; outsideContract?: boolean }>([
    { why: 'an unknown retailer', changes: { retailerId: 'nope' }, code: 'invalid-request', field: 'retailerId', outsideContract: true },
    { why: 'an unknown retailer id', changes: { retailerId: '5e1d0000-0000-4000-8000-00000000dead' }, code: 'unknown-retailer', field: 'retailerId' },
    { why: 'a VAT number of 8 digits', changes: { vatNumber: '12345678' }, code: 'invalid-request', field: 'vatNumber', outsideContract: true },
    { why: 'a date in another format', changes: { purchaseDate: '01/05/2026' }, code: 'invalid-request', field: 'purchaseDate', outsideContract: true },
    { why: 'a date in the future', changes: { purchaseDate: formatApiDate(new Date(Date.now() + 86_400_000 * 2)) }, code: 'purchase-date-in-future', field: 'purchaseDate' },
    { why: 'three lines', changes: { purchaseDetails: CYLINDER_TYPES.slice(0, 3).map(line(1, 10)) }, code: 'invalid-request', field: 'purchaseDetails', outsideContract: true },
    { why: 'lines out of order', changes: { purchaseDetails: [...CYLINDER_TYPES].reverse().map(line(1, 10)) }, code: 'invalid-purchase-details', field: 'purchaseDetails' },
    { why: 'no cylinders', changes: { purchaseDetails: CYLINDER_TYPES.map(line(0, 0)) }, code: 'no-cylinders', field: 'purchaseDetails' },
    { why: 'a quantity over 99', changes: { purchaseDetails: CYLINDER_TYPES.map(line(100, 10)) }, code: 'invalid-request', field: 'purchaseDetails[0].quantity', outsideContract: true },
    { why: 'cylinders without a price', changes: { purchaseDetails: CYLINDER_TYPES.map(line(1, 0)) }, code: 'invalid-purchase-details', field: 'purchaseDetails[0]' },
    { why: 'no receipt (and no claim corrected)', changes: { receipts: [] }, code: 'file-required', field: 'receiptImage' },
    { why: 'two receipts', changes: { receipts: [validUpload().receipts[0]!, validUpload().receipts[0]!] }, code: 'invalid-request', field: 'receiptImage', outsideContract: true },
    { why: 'a Word document', changes: { receipts: [{ filename: 'receipt.docx', type: 'application/msword', size: 10, head: docxBytes() }] }, code: 'file-type-not-accepted', field: 'receiptImage' },
    { why: 'an HTML file named .pdf', changes: { receipts: [{ filename: 'receipt.pdf', type: 'application/pdf', size: 100, head: htmlBytes() }] }, code: 'file-type-not-accepted', field: 'receiptImage' },
    { why: 'a 0-byte receipt', changes: { receipts: [{ filename: 'receipt.png', type: 'image/png', size: 0 }] }, code: 'file-empty', field: 'receiptImage' },
    { why: 'a photo of more than 40 megapixels', changes: { receipts: [{ filename: 'IMG.jpg', type: 'image/jpeg', size: 4096, head: jpegBytes(8160, 6120) }] }, code: 'image-too-large', field: 'receiptImage' },
    { why: 'a receipt over 10 MB', changes: { receipts: [{ filename: 'big.png', type: 'image/png', size: 10 * 1024 * 1024 + 1, head: pngBytes() }] }, code: 'file-too-large', field: 'receiptImage' },
  ])('refuses $why (400 $code, naming $field)', async ({ changes, code, field, outsideContract }) => {
    expect(await upload(changes, { outsideContract })).toMatchObject({ status: 400, code, fields: expect.arrayContaining([field]) });
  });

  it('accepts a receipt of exactly 10 MB', async () => {
    expect((await upload({ receipts: [{ filename: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024, head: pdfBytes() }] })).status).toBe(200);
  });

  it('keeps a receipt with the type its bytes say, not the one it was sent with', async () => {
    expect((await upload({ receipts: [{ filename: 'receipt.png', type: 'image/png', size: 300, head: pdfBytes() }] })).status).toBe(200);
    const stored = simulator.store().calor.claims.get(ACTIVE)!.find((claim) => claim.claimReference === 'CLR-100006')!;
    expect(stored.receiptImage).toMatchObject({ name: 'receipt.png', type: 'application/pdf', size: 300 });
  });

  it('refuses a receipt number already claimed from the same retailer (409), but not from another', async () => {
    expect(await upload({ receiptNumber: 'dgs-20415' })).toMatchObject({ status: 409, code: 'receipt-already-claimed', fields: ['receiptNumber'] });
    expect((await upload({ receiptNumber: 'DGS-20415', retailerId: HARBOUR!.id, vatNumber: '' })).status).toBe(200);
  });

  it('takes a resubmission of a rejected claim, and marks the rejected claim as replaced', async () => {
    const answer = await upload({ receiptNumber: 'HBG-7781', retailerId: HARBOUR!.id, vatNumber: '' });
    expect(answer.status).toBe(200);
    const rejected = simulator.store().calor.claims.get(ACTIVE)!.find((claim) => claim.claimReference === 'CLR-100004');
    expect(rejected?.resubmittedAs).toBe('CLR-100006');
  });
});

describe('a resubmission naming the claim it corrects (correctsClaimReference, designed)', () => {
  // CLR-100004 (tests/mocks/api/seed/calor.ts): rejected 5 days ago, Harbour Bottled Gas, receipt HBG-7781.png.
  const correctsHarbour = (changes: Upload = {}): Upload => ({ retailerId: HARBOUR!.id, vatNumber: '', receiptNumber: 'HBG-7781', correctsClaimReference: 'CLR-100004', ...changes });
  const claimOf = (member: string, reference: string) => simulator.store().calor.claims.get(member)?.find((claim) => claim.claimReference === reference);

  it("keeps the corrected claim's receipt when none is sent, marks that claim replaced, and staff view the same file", async () => {
    const earlier = claimOf(ACTIVE, 'CLR-100004')!.receiptImage!;
    expect(await upload(correctsHarbour({ receipts: [] }))).toMatchObject({ status: 200, text: JSON.stringify({ claimReference: 'CLR-100006' }) });
    expect(claimOf(ACTIVE, 'CLR-100006')!.receiptImage).toMatchObject({ name: 'HBG-7781.png', type: earlier.type, size: earlier.size, fingerprint: earlier.fingerprint });
    expect(claimOf(ACTIVE, 'CLR-100004')!.resubmittedAs).toBe('CLR-100006');

    const staffView = await callApi('/calor/claims/CLR-100006/receipt', { token: await tokenForDemoAccount('calor-claims') });
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get('Content-Type')).toContain(earlier.type);
    expect(new Uint8Array(await staffView.arrayBuffer())).toEqual(earlier.bytes);
  });

  it('stores a receipt that is sent instead of the kept one', async () => {
    expect((await upload(correctsHarbour({ receipts: [{ filename: 'clearer.png', type: 'image/png', size: 4096, head: pngBytes() }] }))).status).toBe(200);
    expect(claimOf(ACTIVE, 'CLR-100006')!.receiptImage).toMatchObject({ name: 'clearer.png', type: 'image/png', size: 4096 });
  });

  it('marks the named claim replaced even when the receipt number was corrected', async () => {
    expect((await upload(correctsHarbour({ receiptNumber: 'HBG-7718', receipts: [] }))).status).toBe(200);
    expect(claimOf(ACTIVE, 'CLR-100004')!.resubmittedAs).toBe('CLR-100006');
  });

  it('lists each claim with its receipt described, never its bytes', async () => {
    const response = await callApi(`/calor/members/${ACTIVE}/claims?pageSize=100`, { token: await tokenForDemoAccount('member-active') });
    const claims: { claimReference: string; receipt?: unknown }[] = (await response.json()).items;
    expect(claims.find((claim) => claim.claimReference === 'CLR-100004')?.receipt).toEqual({ name: 'HBG-7781.png', type: 'image/png', size: claimOf(ACTIVE, 'CLR-100004')!.receiptImage!.size });
  });

  const otherMembersClaim = () => [...simulator.store().calor.claims.entries()].find(([member, claims]) => member !== ACTIVE && claims.length > 0)![1][0]!.claimReference;

  it.each<{ why: string; changes: () => Upload; before?: () => Promise<unknown> | void; status: number; code: string; message: string | (() => string) }>([
    { why: 'a claim that does not exist', changes: () => correctsHarbour({ correctsClaimReference: 'CLR-999999' }), status: 400, code: 'unknown-corrected-claim', message: 'correctsClaimReference CLR-999999 is not a claim of this member' },
    { why: "another member's claim", changes: () => correctsHarbour({ correctsClaimReference: otherMembersClaim() }), status: 400, code: 'unknown-corrected-claim', message: () => `correctsClaimReference ${otherMembersClaim()} is not a claim of this member` },
    { why: 'a claim that is not rejected', changes: () => correctsHarbour({ correctsClaimReference: 'CLR-100005' }), status: 409, code: 'claim-not-correctable', message: 'CLR-100005 is Submitted: only a rejected claim can be corrected' },
    { why: 'a claim rejected more than 30 days ago', changes: () => correctsHarbour({ correctsClaimReference: 'CLR-100002' }), status: 409, code: 'resubmission-window-passed', message: 'CLR-100002 can no longer be resubmitted: it was rejected more than 30 days ago' },
    { why: 'a claim already resubmitted', before: () => upload(correctsHarbour({ receipts: [] })), changes: () => correctsHarbour({ receiptNumber: 'HBG-7782', receipts: [] }), status: 409, code: 'claim-not-correctable', message: 'CLR-100004 has already been resubmitted as CLR-100006' },
    {
      why: 'keeping a receipt the corrected claim does not have',
      before: () => void delete claimOf(ACTIVE, 'CLR-100004')!.receiptImage,
      changes: () => correctsHarbour({ receipts: [] }),
      status: 400,
      code: 'receipt-required',
      message: 'receiptImage is required: CLR-100004 has no receipt to keep',
    },
  ])('refuses $why ($status $code), taking no claim', async ({ changes, before, status, code, message }) => {
    await before?.();
    const claimsBefore = simulator.store().calor.claims.get(ACTIVE)!.length;
    expect(await upload(changes())).toMatchObject({ status, code, detail: typeof message === 'string' ? message : message() });
    expect(simulator.store().calor.claims.get(ACTIVE)).toHaveLength(claimsBefore);
  });
});

describe('one claim per submission attempt (Idempotency-Key)', () => {
  const claimsOf = (member: string) => simulator.store().calor.claims.get(member) ?? [];

  it("the same attempt sent again is answered with the first claim's reference, marked replayed: one claim", async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = await upload({}, { idempotencyKey });
    const again = await upload({}, { idempotencyKey });
    expect(first).toMatchObject({ status: 200, replayed: 'false' });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(claimsOf(ACTIVE).filter((claim) => claim.receiptNumber === 'NEW-1')).toHaveLength(1);
  });

  it('refuses the same key with another claim (400 idempotency-key-reused, never the period-closed 422), and makes nothing', async () => {
    const idempotencyKey = crypto.randomUUID();
    await upload({}, { idempotencyKey });
    expect(await upload({ receiptNumber: 'NEW-2' }, { idempotencyKey })).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
    expect(claimsOf(ACTIVE).some((claim) => claim.receiptNumber === 'NEW-2')).toBe(false);
  });

  it('keeps no refusal: a claim refused before staff approved the account is taken with the same key afterwards', async () => {
    const idempotencyKey = crypto.randomUUID();
    const asPending = { as: 'member-calor-pending', member: PENDING, idempotencyKey };
    expect(await upload({}, asPending)).toMatchObject({ status: 409, code: 'not-signed-up' });

    const [account] = simulator.store().calor.accounts.get(PENDING)!;
    const approval = await callApi(`/calor/signups/${account!.id}/approve`, { method: 'POST', token: await tokenForDemoAccount('calor-signups') });
    expect(approval.status).toBe(200);

    const accepted = await upload({}, asPending);
    expect(accepted).toMatchObject({ status: 200, replayed: 'false' });
    expect(claimsOf(PENDING).map((claim) => claim.claimReference)).toEqual([JSON.parse(accepted.text).claimReference]);
  });

  it('refuses a claim without a key (400): every claim is an attempt that must happen once', async () => {
    const response = await callApi(`/calor/members/${ACTIVE}/upload-claim`, {
      method: 'POST',
      form: new FormData(),
      idempotencyKey: null,
      outsideContract: true,
      token: await tokenForDemoAccount('member-active'),
    });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: expect.arrayContaining(['Idempotency-Key']) });
  });
});

describe('the retailer calls (9 and 10)', () => {
  const search = (query: string) => post(`/calor/members/${ACTIVE}/retailers/search`, { retailerNameOrPostcodeQuery: query });
  const create = (body: unknown) => post(`/calor/members/${ACTIVE}/retailers/create`, body);

  it('searches by name or post code, ignoring case and spaces', async () => {
    expect((await (await search('pennine')).json()).map((retailer: { name: string }) => retailer.name)).toEqual(['Pennine Propane']);
    expect((await (await search('yo11 2')).json()).map((retailer: { name: string }) => retailer.name)).toEqual(['Coastal Gas Centre']);
  });

  it('refuses a search under 3 characters (400)', async () => {
    const response = await post(`/calor/members/${ACTIVE}/retailers/search`, { retailerNameOrPostcodeQuery: 'Da' }, 'member-active', { outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['retailerNameOrPostcodeQuery'] });
    // Spaces do not count: 3 characters once trimmed (the document's minLength cannot say so).
    expect(await refusalOf(await search(' Da '))).toMatchObject({ status: 400, code: 'query-too-short', fields: ['retailerNameOrPostcodeQuery'] });
  });

  it('creates a retailer (its post code normalised), which search then finds', async () => {
    const response = await create({ name: 'Moorland Gas', address: '1 Moor Road', postCode: 'bd249aa' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'Moorland Gas', postCode: 'BD24 9AA', id: expect.any(String) });
    expect((await (await search('Moorland')).json())).toHaveLength(1);
  });

  it('refuses a retailer that exists (409) or lacks a field (400)', async () => {
    expect(await refusalOf(await create({ name: ' Dales Gas Supplies ', address: 'x', postCode: 'BD231AA' }))).toMatchObject({ status: 409, code: 'retailer-exists' });
    const blank = await post(`/calor/members/${ACTIVE}/retailers/create`, { name: 'New', address: '', postCode: 'AB1 2CD' }, 'member-active', { outsideContract: true });
    expect(await refusalOf(blank)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['address'] });
    expect(await refusalOf(await create({ name: 'New', address: '  ', postCode: 'AB1 2CD' }))).toMatchObject({ status: 400, code: 'invalid-request', fields: ['address'] });
  });
});

describe('the designed Calor calls', () => {
  it("GET /offers/members/{n} answers the member's Calor accounts", async () => {
    const accounts = async (account: string) => {
      const member = demoAccount(account).membershipNumber!;
      const response = await callApi(`/offers/members/${member}`, { token: await tokenForDemoAccount(account) });
      const body = await response.json();
      expect(body.membershipNumber).toBe(member);
      return body.calor.accounts.map((each: { accountStatus: string }) => each.accountStatus);
    };
    expect(await accounts('member-active')).toEqual(['Approved']);
    expect(await accounts('member-calor-pending')).toEqual(['Pending']);
    expect(await accounts('member-calor-none')).toEqual([]);
  });

  it('GET /calor/members/{n}/claims answers a page of claims, newest first, the rejected ones with reason and date', async () => {
    const pageOf = async (query: string) =>
      (await (await callApi(`/calor/members/${ACTIVE}/claims${query}`, { token: await tokenForDemoAccount('member-active') })).json()) as {
        items: { status: string; submittedOn: string; rejectedOn?: string; rejectionReason?: string; receiptImage?: unknown }[];
        total: number;
        page: number;
        pageSize: number;
      };
    const stored = simulator.store().calor.claims.get(ACTIVE) ?? [];
    const first = await pageOf('?pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: stored.length });
    expect(first.items.map((claim) => claim.submittedOn)).toEqual(stored.map((claim) => claim.submittedOn).sort().reverse().slice(0, 2));
    const rejected = await pageOf('?status=Rejected');
    expect(rejected.total).toBe(2);
    for (const claim of rejected.items) expect(claim).toMatchObject({ status: 'Rejected', rejectedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), rejectionReason: expect.any(String) });
    expect(first.items.every((claim) => claim.receiptImage === undefined)).toBe(true);
  });

  it.each([
    ['a page below 1', 'page=0', 'page'],
    ['a page size above 100', 'pageSize=101', 'pageSize'],
    ['an unknown status', 'status=Lost', 'status'],
  ])('GET /calor/members/{n}/claims refuses %s (400)', async (_why, query, field) => {
    const response = await callApi(`/calor/members/${ACTIVE}/claims?${query}`, { token: await tokenForDemoAccount('member-active'), outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: [field] });
  });

  it('POST /calor/members/{n}/signup adds a Pending account, refuses the same premises again (409) and a missing field (400)', async () => {
    const signup = (body: unknown) => post(`/calor/members/${NONE}/signup`, body, 'member-calor-none');
    const created = await signup({ isDirectAccountHolder: false, premises: 'Seaview Kitchen' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ accountStatus: 'Pending', isDirectAccountHolder: false, premises: 'Seaview Kitchen' });
    expect((await signup({ isDirectAccountHolder: false, premises: 'seaview  kitchen' })).status).toBe(409);
    expect((await signup({ isDirectAccountHolder: true, premises: 'Other place' })).status).toBe(400);
    const noAnswer = await post(`/calor/members/${NONE}/signup`, { premises: 'Other place' }, 'member-calor-none', { outsideContract: true });
    expect(noAnswer.status).toBe(400);
  });

  it('GET /calor/members/{n}/cashback-deal answers the open period and its deadline', async () => {
    const response = await callApi(`/calor/members/${ACTIVE}/cashback-deal`, { token: await tokenForDemoAccount('member-active') });
    const period = claimPeriodContaining(new Date());
    expect(await response.json()).toMatchObject({
      cashbackPercent: 10,
      period: { startDate: formatApiDate(period.start), endDate: formatApiDate(period.end) },
      claimDeadline: formatApiDate(period.end),
      pendingClaims: expect.any(Number),
    });
  });
});
