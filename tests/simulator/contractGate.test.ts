// Tests of the API simulator (a test double): what the contract gate (tests/mocks/api/handlers/contractGate.ts)
// does with every request before the resources' own rules, as api/openapi.yaml says a server must: the
// operation's `x-roles` (separation of duties included), one rule for bad input, and the record of who
// changed a member's records.
import { describe, expect, it } from 'vitest';
import type { ApiSchemas } from '../mocks/api/handlers/options';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi, type CallOptions } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();
const MEMBER = 'LM100001'; // member-active

async function as(key: string, path: string, init: Omit<CallOptions, 'token'> = {}) {
  return callApi(path, { token: await tokenForDemoAccount(key), ...init });
}

const draftFile = () => simulator.store().bacs.files.find((file) => file.state === 'Draft')!;
const approvedOrSubmitted = (state: 'Approved' | 'Submitted') => simulator.store().bacs.files.find((file) => file.state === state);
const submittedClaim = () => [...simulator.store().calor.claims.values()].flat().find((claim) => claim.status === 'Submitted')!;

describe('separation of duties: developers read, never change', () => {
  it.each<[string, () => { path: string; body?: unknown }]>([
    ['create a BACS file', () => ({ path: '/finance/bacs-files', body: { periodIds: [simulator.store().rewards.periods[0]!.id], processingDate: '2030-01-02' } })],
    ['approve a BACS file', () => ({ path: `/finance/bacs-files/${draftFile().id}/approve` })],
    ['submit a BACS file', () => ({ path: `/finance/bacs-files/${(approvedOrSubmitted('Approved') ?? draftFile()).id}/submit` })],
    ['record a BACS file’s returns', () => ({ path: `/finance/bacs-files/${(approvedOrSubmitted('Submitted') ?? draftFile()).id}/returns`, body: { returns: [] } })],
    ['decide a claim', () => ({ path: `/calor/claims/${submittedClaim().claimReference}/decisions`, body: { decision: 'Approve', version: submittedClaim().version } })],
  ])('refuses a developer who would %s (403 role-required), changing nothing', async (_what, request) => {
    const before = structuredClone({ files: simulator.store().bacs.files.map((file) => file.state), claims: [...simulator.store().calor.claims.values()].flat().map((claim) => claim.status) });
    const { path, body } = request();
    const refused = await as('developer', path, { method: 'POST', body });
    expect(await refusalOf(refused)).toMatchObject({ status: 403, code: 'role-required' });
    expect({ files: simulator.store().bacs.files.map((file) => file.state), claims: [...simulator.store().calor.claims.values()].flat().map((claim) => claim.status) }).toEqual(before);
  });

  it('lets a developer read the same staff screens', async () => {
    expect((await as('developer', '/finance/bacs-files')).status).toBe(200);
    expect((await as('developer', `/finance/bacs-files/${draftFile().id}`)).status).toBe(200);
    expect((await as('developer', '/calor/claims')).status).toBe(200);
    expect((await as('developer', `/calor/claims/${submittedClaim().claimReference}`)).status).toBe(200);
  });

  it('never gives a developer the BACS file itself', async () => {
    const file = approvedOrSubmitted('Approved') ?? approvedOrSubmitted('Submitted')!;
    expect(await refusalOf(await as('developer', `/finance/bacs-files/${file.id}/download`))).toMatchObject({ status: 403, code: 'role-required' });
  });
});

describe('what staff acting for a member may not do', () => {
  const bankDetails = { accountHolderName: 'Larder Cafe Ltd', sortCode: '20-00-00', accountNumber: '55667788' };
  const fire = () => simulator.store().documents.documents.get(MEMBER)!.find((document) => document.type === 'fireSafetyRiskAssessment')!;
  const signature = { signature: { name: 'Priya Shah', role: 'Director', signedOn: new Date().toISOString().slice(0, 10) }, reviewDate: '2030-01-01' };

  it('refuses an account manager who would change the member’s payout bank account (403 role-required); the member may', async () => {
    const path = `/members/${MEMBER}/wallet/bank-account`;
    expect(await refusalOf(await as('account-manager', path, { method: 'PUT', body: bankDetails }))).toMatchObject({ status: 403, code: 'role-required' });
    expect(simulator.store().wallet.bankAccounts.get(MEMBER)?.pendingChange ?? null).toBeNull();
    expect((await as('member-active', path, { method: 'PUT', body: bankDetails })).status).toBe(200);
  });

  it('refuses an account manager who would sign a legal document in the member’s name (403 role-required)', async () => {
    const refused = await as('account-manager', `/members/${MEMBER}/documents/${fire().id}/sign`, { method: 'POST', body: signature });
    expect(await refusalOf(refused)).toMatchObject({ status: 403, code: 'role-required' });
    expect(fire().versions).toHaveLength(0);
  });
});

describe('every write on a member’s path records who made it', () => {
  type ActivityPage = ApiSchemas['MemberActivityPage'];
  const activity = async () => (await (await as('member-active', `/members/${MEMBER}/activity`)).json()) as ActivityPage;
  const unit = (name: string) => ({
    name,
    addressLine1: '1 Quay Street',
    town: 'Whitby',
    postcode: 'YO21 1DH',
    businessTypeId: simulator.store().premisesReference.businessTypes[0]!.id,
    hygieneRating: null,
    foodTypeIds: [simulator.store().premisesReference.foodTypes[0]!.id],
    equipmentTypeIds: [],
    localAuthorityRegisteredOn: null,
    employees: 2,
    isMobile: false,
    overnightLocation: null,
  });

  it('records the account manager acting for the member, and the member acting for themself; reads and replays record nothing', async () => {
    const idempotencyKey = crypto.randomUUID();
    expect((await as('account-manager', `/members/${MEMBER}/units`, { method: 'POST', body: unit('Harbour Kiosk'), idempotencyKey })).status).toBe(201);
    expect((await as('account-manager', `/members/${MEMBER}/units`, { method: 'POST', body: unit('Harbour Kiosk'), idempotencyKey })).headers.get('Idempotent-Replayed')).toBe('true');
    expect((await as('member-active', `/members/${MEMBER}/units`, { method: 'POST', body: unit('Pier Cart') })).status).toBe(201);
    await as('account-manager', `/members/${MEMBER}/units`);

    const { items, total } = await activity();
    expect(total).toBe(2);
    expect(items.map(({ operationId, method, path, actor, onBehalfOfMember }) => ({ operationId, method, path, roles: actor.roles, onBehalfOfMember }))).toEqual([
      { operationId: 'createUnit', method: 'POST', path: `/members/${MEMBER}/units`, roles: ['larderMember'], onBehalfOfMember: false },
      { operationId: 'createUnit', method: 'POST', path: `/members/${MEMBER}/units`, roles: ['accountManager'], onBehalfOfMember: true },
    ]);
    expect(items[1]!.actor.id).toMatch(/account-manager$/);
  });

  it('records nothing for a refused write', async () => {
    await as('account-manager', `/members/${MEMBER}/units`, { method: 'POST', body: { ...unit('No town'), town: ' ' } });
    expect((await activity()).total).toBe(0);
  });
});

describe('one rule for bad input: refused before anything is done, 400 naming the parameter', () => {
  const accountDetails = async () => (await (await as('member-active', `/members/${MEMBER}/account-details`)).json()) as ApiSchemas['AccountDetails'];

  it.each([
    ['a query value outside its enum', 'calor-claims', '/calor/claims?status=Bogus', 'status'],
    ['a page size out of range', 'calor-claims', '/calor/claims?pageSize=1000', 'pageSize'],
    ['a page below 1', 'calor-claims', '/calor/claims?page=0', 'page'],
    ['an unknown sort key', 'calor-claims', '/calor/claims?sort=colour', 'sort'],
    ['an unknown query parameter', 'member-active', `/members/${MEMBER}/units?colour=red`, 'colour'],
  ])('%s', async (_case, key, path, parameter) => {
    const refusal = await refusalOf(await as(key, path, { outsideContract: true }));
    expect(refusal).toMatchObject({ status: 400, code: 'invalid-request', fields: [parameter] });
  });

  it.each([
    ['an unknown body field', (details: ApiSchemas['AccountDetails']) => ({ ...details, isAdmin: true }), 'isAdmin'],
    ['a string past its limit', (details: ApiSchemas['AccountDetails']) => ({ ...details, tradingName: 'L'.repeat(101) }), 'tradingName'],
  ])('%s, changing nothing', async (_case, change, field) => {
    const before = await accountDetails();
    const refusal = await refusalOf(await as('member-active', `/members/${MEMBER}/account-details`, { method: 'PUT', body: change(before), outsideContract: true }));
    expect(refusal).toMatchObject({ status: 400, code: 'invalid-request', fields: [field] });
    expect(await accountDetails()).toEqual(before);
  });

  it('answers a path parameter outside its enum as naming nothing (404 not-found)', async () => {
    expect(await refusalOf(await as('larder-admin', '/bogus/periods', { outsideContract: true }))).toMatchObject({ status: 404, code: 'not-found' });
  });
});
