// Tests of the API simulator (a test double): what people type and upload, held to the contract's limits
// and its text rule (api/openapi.yaml, "Bad input", "Text" and "File names") as a real server must.
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { proposedProcessingDate } from '@/domain/bacs/bacsChecks';
import { CYLINDER_TYPES } from '@/domain/cylinders';
import { formatApiDate } from '@/domain/format/date';
import { buildBacsFile } from '../mocks/api/backend-reference/bacs';
import { payableEntries } from '../mocks/api/backend-reference/ledger';
import { DEMO_RETAILERS } from '../mocks/api/seed/calor';
import { samplePeopleOf } from '../mocks/api/seed/documents';
import { sampleAnswers } from '../mocks/api/seed/sampleDocumentAnswers';
import { traineeId } from '../mocks/api/seed/training';
import { unitId } from '../mocks/api/seed/units';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { RECEIPT_EVASIONS } from '../mocks/data/receiptEvasions';
import { demoAccount } from '../mocks/data/demoAccounts';
import { pdfBytes, pngBytes } from '../mocks/data/sampleFiles';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { multipartBody, type Part } from './support/multipartBody';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const ACTIVE = demoAccount('member-active').membershipNumber!;
const TRAINING = demoAccount('member-training').membershipNumber!;
const [DALES] = DEMO_RETAILERS;
const as = (key: string) => tokenForDemoAccount(key);

/** A multipart POST whose every byte is known, as a new submission attempt; `outsideContract` for a form the document refuses. */
async function send(path: string, parts: Part[], { key = 'member-active', outsideContract = false } = {}) {
  const { body, contentType } = multipartBody(parts);
  const headers = new Headers({ 'Content-Type': contentType, Authorization: `Bearer ${await as(key)}`, 'Idempotency-Key': crypto.randomUUID() });
  if (outsideContract) headers.set(DELIBERATE_FAULT_HEADER, 'request');
  return fetch(`${API_URL}${path}`, { method: 'POST', headers, body });
}

const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));

function claimParts({ receiptNumber = 'NEW-1', receipt = { filename: 'receipt.png', type: 'image/png', size: 2048, head: pngBytes() } } = {}): Part[] {
  return [
    ...fields({ retailerId: DALES!.id, vatNumber: '', purchaseDate: formatApiDate(new Date()), receiptNumber }),
    ...CYLINDER_TYPES.map((cylinderIdentity, index) => ({
      name: 'purchaseDetails',
      value: JSON.stringify({ quantity: index === 0 ? 2 : 0, pricePerCylinder: index === 0 ? 30 : 0, vatIncluded: false, cylinderIdentity }),
    })),
    { name: 'receiptImage', file: receipt },
  ];
}
const uploadClaim = (options: Parameters<typeof claimParts>[0] = {}, outsideContract = false) =>
  send(`/calor/members/${ACTIVE}/upload-claim`, claimParts(options), { outsideContract });

const post = async (path: string, body: unknown, { key = 'member-active', outsideContract = false } = {}) =>
  callApi(path, { method: 'POST', body, outsideContract, token: await as(key) });

/** A PUT as a client makes it: the version read first (`x-etag-from`), sent back as `If-Match`. */
async function putVersioned(readPath: string, body: unknown, { path = readPath, key = 'member-active', outsideContract = false } = {}) {
  const token = await as(key);
  const version = (await callApi(readPath, { token })).headers.get('ETag') ?? '*';
  const headers = new Headers({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'If-Match': version });
  if (outsideContract) headers.set(DELIBERATE_FAULT_HEADER, 'request');
  return fetch(`${API_URL}${path}`, { method: 'PUT', headers, body: JSON.stringify(body) });
}

/** A refusal's problem: its status, code and the fields it names. */
async function refusal(response: Response) {
  const problem = (await response.json()) as { code: string; errors?: { name: string }[] };
  return { status: response.status, code: problem.code, fields: (problem.errors ?? []).map((error) => error.name) };
}

describe('every request string has a limit the server keeps', () => {
  it('refuses a receipt number of 1 MB (400 naming it), and keeps no claim', async () => {
    const before = simulator.store().calor.claims.get(ACTIVE)!.length;
    expect(await refusal(await uploadClaim({ receiptNumber: 'R'.repeat(1024 * 1024) }, true))).toEqual({ status: 400, code: 'invalid-request', fields: ['receiptNumber'] });
    expect(simulator.store().calor.claims.get(ACTIVE)).toHaveLength(before);
  });

  it('refuses a retailer name of 200,000 characters (400 naming it): the list every member searches never holds it', async () => {
    const create = (name: string) => post(`/calor/members/${ACTIVE}/retailers/create`, { name, address: '1 High Street, Leeds', postCode: 'LS1 1AA' }, { outsideContract: true });
    expect(await refusal(await create('Gas '.repeat(50_000)))).toEqual({ status: 400, code: 'invalid-request', fields: ['name'] });
    expect(simulator.store().calor.retailers).toHaveLength(DEMO_RETAILERS.length);
    const longest = Math.max(...simulator.store().calor.retailers.map((retailer) => retailer.name.length));
    expect(longest).toBeLessThanOrEqual(100);
    const found = await post(`/calor/members/${ACTIVE}/retailers/search`, { retailerNameOrPostcodeQuery: 'Gas' });
    expect(((await found.json()) as { name: string }[]).every((retailer) => retailer.name.length <= 100)).toBe(true);
  });

  it('refuses a field the document does not name (request objects are closed)', async () => {
    const response = await post(`/calor/members/${ACTIVE}/retailers/create`, { name: 'Moor Gas', address: '1 Moor Lane', postCode: 'LS1 1AA', isAdmin: true }, { outsideContract: true });
    expect(await refusal(response)).toEqual({ status: 400, code: 'invalid-request', fields: ['isAdmin'] });
  });
});

describe('the text rule', () => {
  it.each([
    ['a right-to-left override', 'Moor\u202Eland Gas'],
    ['a zero-width space', 'Moor\u200Bland Gas'],
    ['a null byte', 'Moorland\u0000 Gas'],
    ['a line break in a one-line field', 'Moorland\nGas'],
  ])('refuses a retailer name with %s (400 invalid-characters naming it), storing nothing', async (_, name) => {
    const response = await post(`/calor/members/${ACTIVE}/retailers/create`, { name, address: '1 Moor Lane', postCode: 'LS1 1AA' }, { outsideContract: true });
    expect(await refusal(response)).toEqual({ status: 400, code: 'invalid-characters', fields: ['name'] });
    expect(simulator.store().calor.retailers).toHaveLength(DEMO_RETAILERS.length);
  });

  it('takes line breaks where the field has several lines, and refuses a control character there', async () => {
    const path = `/calor/members/${demoAccount('member-calor-none').membershipNumber!}/signup`;
    const premises = (text: string) => post(path, { isDirectAccountHolder: false, premises: text }, { key: 'member-calor-none', outsideContract: true });
    expect(await refusal(await premises('The Old Mill\n\u0007Mill Lane'))).toMatchObject({ status: 400, code: 'invalid-characters', fields: ['premises'] });
    expect((await premises('The Old Mill\r\nMill Lane, Leeds')).status).toBe(201);
  });

  it('keeps text normalised: NFC, and NFKC for an identity', async () => {
    const created = await post(`/calor/members/${ACTIVE}/retailers/create`, { name: 'Ｃafe\u0301 Ｇas', address: 'Cafe\u0301 Row', postCode: 'LS1 1AA' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Café Gas', address: 'Café Row' });
  });
});

describe('receipt-number evasions at submission', () => {
  // Receipt DGS-20415 from Dales is claimed already (the seed). A number that reads the same is the same
  // receipt; one hiding invisible characters never gets as far as the comparison.
  const hidesCharacters = (receiptNumber: string) => /\p{Cf}/u.test(receiptNumber);

  it.each(RECEIPT_EVASIONS)('refuses %s (%j)', async (_, receiptNumber) => {
    const before = simulator.store().calor.claims.get(ACTIVE)!.length;
    const answer = await refusal(await uploadClaim({ receiptNumber }, hidesCharacters(receiptNumber)));
    expect(answer).toMatchObject(hidesCharacters(receiptNumber) ? { status: 400, code: 'invalid-characters', fields: ['receiptNumber'] } : { status: 409, code: 'receipt-already-claimed' });
    expect(simulator.store().calor.claims.get(ACTIVE)).toHaveLength(before);
  });

  it('takes another number from the same retailer', async () => {
    expect((await uploadClaim({ receiptNumber: 'DGS-20416' })).status).toBe(200);
  });
});

describe('document drafts have a size the server keeps', () => {
  const documentPath = () => {
    const fire = simulator.store().documents.documents.get(ACTIVE)!.find((document) => document.type === 'fireSafetyRiskAssessment')!;
    return `/members/${ACTIVE}/documents/${fire.id}`;
  };
  const answers = () => sampleAnswers('fireSafetyRiskAssessment', 'Larder Kitchens Ltd', samplePeopleOf('member-active'), { premises: 'A café' });
  const save = (body: unknown, outsideContract = true) => putVersioned(documentPath(), body, { path: `${documentPath()}/draft`, outsideContract });

  it('refuses a draft over 512 KB (413 too-large), keeping the one saved before', async () => {
    expect((await save({ answers: answers(), step: 1 }, false)).status).toBe(200);
    const huge = answers();
    huge.premises = { ...huge.premises, premisesDescription: 'x'.repeat(3000) };
    const rows = Array.from({ length: 100 }, () => Object.fromEntries(Array.from({ length: 30 }, (_, column) => [`c${column}`, 'y'.repeat(200)])));
    const response = await save({ answers: { ...huge, actions: { actionPlan: rows } }, step: 1 });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('too-large');
    const kept = (await (await callApi(documentPath(), { token: await as('member-active') })).json()) as { draft: { answers: { premises: { premisesDescription: string } } } };
    expect(kept.draft.answers.premises.premisesDescription).toBe('A café');
  });

  it.each([
    ['an answer over 4,000 characters', (draft: Record<string, Record<string, unknown>>) => ({ ...draft, premises: { ...draft.premises, premisesDescription: 'x'.repeat(4001) } }), 'answers.premises.premisesDescription'],
    ['more than 100 rows', (draft: Record<string, Record<string, unknown>>) => ({ ...draft, actions: { actionPlan: Array.from({ length: 101 }, () => ({ action: 'Check' })) } }), 'answers.actions.actionPlan'],
  ])('refuses %s (400 naming it)', async (_, change, field) => {
    expect(await refusal(await save({ answers: change(answers() as Record<string, Record<string, unknown>>), step: 1 }))).toMatchObject({ status: 400, code: 'invalid-request', fields: expect.arrayContaining([field]) });
  });
});

describe('file names survive upload and download', () => {
  const NAMES = [
    ['an emoji', 'Receipt 🧾🔥.pdf'],
    ['Japanese', '領収書 2026年11月.pdf'],
    ['quotes', 'The "final" receipt; copy.pdf'],
    ['a very long name', `${'Gas safety record for the back kitchen and the van '.repeat(4)}2026.pdf`],
  ] as const;
  // What a browser sends: the name in UTF-8, a quote as %22 (HTML's multipart encoding).
  const asSent = (name: string) => name.replaceAll('"', '%22');
  const file = (filename: string) => ({ filename: asSent(filename), type: 'application/pdf', size: 300, head: pdfBytes() });

  async function downloaded(response: Response) {
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    return { status: response.status, name: encoded && decodeURIComponent(encoded), bytes: new Uint8Array(await response.arrayBuffer()) };
  }
  const sent = (filename: string) => {
    const { head, size } = file(filename);
    const bytes = new Uint8Array(size).fill(0x41);
    bytes.set(head);
    return bytes;
  };

  it.each(NAMES)('a receipt named with %s: staff open it with its name', async (_, name) => {
    const uploaded = await uploadClaim({ receiptNumber: 'NEW-9', receipt: { ...file(name), type: 'application/pdf' } });
    expect(uploaded.status).toBe(200);
    const { claimReference } = (await uploaded.json()) as { claimReference: string };
    const receipt = await downloaded(await callApi(`/calor/claims/${claimReference}/receipt`, { token: await as('calor-claims') }));
    expect(receipt).toEqual({ status: 200, name, bytes: sent(name) });
  });

  it.each(NAMES)('a training certificate named with %s', async (_, name) => {
    const course = simulator.store().training.courses.find((candidate) => candidate.code === 'food-hygiene-level-2')!;
    const uploaded = await send(
      `/members/${TRAINING}/training/certificates`,
      [...fields({ traineeId: traineeId(504), courseId: course.id, completedOn: formatApiDate(addDays(new Date(), -3)) }), { name: 'file', file: file(name) }],
      { key: 'member-training' },
    );
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const certificate = await downloaded(await callApi(`/members/${TRAINING}/training/certificates/${id}/file`, { token: await as('member-training') }));
    expect(certificate).toEqual({ status: 200, name, bytes: sent(name) });
  });

  it.each(NAMES)('a gas safety certificate named with %s', async (_, name) => {
    const uploaded = await send(
      `/members/${TRAINING}/gas-safety/units/${unitId(5001)}/records`,
      [...fields({ inspectedOn: formatApiDate(new Date()), engineerName: 'Dan Price', engineerBusiness: 'Price Gas Services Ltd', gasSafeNumber: '4123567', result: 'Pass', defects: '', actions: '' }), { name: 'certificate', file: file(name) }],
      { key: 'member-training' },
    );
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const certificate = await downloaded(await callApi(`/members/${TRAINING}/gas-safety/records/${id}/certificate`, { token: await as('member-training') }));
    expect(certificate).toEqual({ status: 200, name, bytes: sent(name) });
  });

  it.each(NAMES)('a company document named with %s', async (_, name) => {
    const uploaded = await send(`/members/${ACTIVE}/documents/upload`, [...fields({ documentType: 'healthAndSafetyPolicy', reviewDate: '2030-01-01' }), { name: 'file', file: file(name) }]);
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const document = await downloaded(await callApi(`/members/${ACTIVE}/documents/${id}/upload`, { token: await as('member-active') }));
    expect(document).toEqual({ status: 200, name, bytes: sent(name) });
  });
});

describe('payees a bank can pay', () => {
  const put = (accountHolderName: string, outsideContract = false) =>
    putVersioned(`/members/${ACTIVE}/wallet/bank-account`, { accountHolderName, sortCode: '20-00-00', accountNumber: '55667788' }, { outsideContract });

  it.each(['李小龙', '🍕🍕🍕', 'ＬＡＲＤＥＲ ＣＡＦＥ', '李小龙 Ltd', '- . /'])('refuses the name %j at entry (400 naming it)', async (name) => {
    expect(await refusal(await put(name, true))).toEqual({ status: 400, code: 'invalid-request', fields: ['accountHolderName'] });
  });

  it.each(['José Müller', "O'Brien & Søn Ltd", 'Łódź Kebab (Leeds)'])('takes %j, whose accents Bacs drops', async (name) => {
    expect((await put(name)).status).toBe(200);
  });

  it('leaves a stored name Bacs cannot carry out of a new file, and shows finance why', () => {
    const store = simulator.store();
    // The demo's payable cashback, and the same again owed to a second member who can be paid.
    const owed = payableEntries(store);
    const other = ACTIVE;
    const transactions = [...owed, { ...owed[0]!, id: `${owed[0]!.id}-2`, membershipNumber: other }];
    const build = () => {
      const built = buildBacsFile(store, { transactions, processingDate: formatApiDate(proposedProcessingDate(new Date())), createdBy: { id: 'auth0|larder-admin', name: 'Lee Harper' }, today: new Date() });
      if (!built.ok) throw new Error(built.message);
      return built;
    };
    const members = build().file.lines.map((line) => line.membershipNumber);
    expect(members.length).toBeGreaterThanOrEqual(2);
    store.wallet.bankAccounts.get(members[0]!)!.current!.accountHolderName = '李小龙';
    const built = build();
    expect(built.file.exclusions.find((exclusion) => exclusion.membershipNumber === members[0])).toMatchObject({ reason: 'FailedAccountCheck', detail: expect.stringContaining('“李小龙”') });
    expect(built.file.lines.map((line) => line.membershipNumber)).not.toContain(members[0]);
    expect(built.file.lines.every((line) => /[A-Z0-9]/.test(line.payeeName))).toBe(true);
  });

});

describe('refusals never name the roles a caller lacks', () => {
  const ROLE_NAMES = /larderMember|larderAdmin|accountManager|developer|calorClaimsEmployee|calorAdmin|calorSignupsEmployee|bioPakEmployee|nisbetsEmployee/;
  it.each([
    ['a member reading the claims queue', 'member-active', '/calor/claims'],
    ['a member reading the BACS files', 'member-active', '/finance/bacs-files'],
    ['a Calor claims employee reading the BACS files', 'calor-claims', '/finance/bacs-files'],
    ["a member reading another member's details", 'member-active', '/members/LM100060/details'],
  ])('%s: 403 with its code, and no role named', async (_, key, path) => {
    const response = await callApi(path, { token: await as(key) });
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text).code).toMatch(/^(role-required|not-your-membership)$/);
    expect(text).not.toMatch(ROLE_NAMES);
  });
});
