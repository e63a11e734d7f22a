// Tests of the API simulator (a test double): what calls 1, 2, 3, 4, 6 and 7 answer.
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

setupSimulator();

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function get(path: string, asKey = 'account-manager') {
  const response = await callApi(path, { token: await tokenForDemoAccount(asKey) });
  expect(response.status, path).toBe(200);
  return response;
}

const numberOf = (key: string) => demoAccount(key).membershipNumber!;

describe('call 1: GET /members/reference-data/company-type', () => {
  it('lists the seven company types of spec §3 as {id, text} with fixed GUID ids', async () => {
    const types = (await (await get('/members/reference-data/company-type')).json()) as { id: string; text: string }[];
    expect(types.map((type) => type.text)).toEqual([
      'Sole Trader',
      'Limited Company',
      'PLC',
      'Charity',
      'LLP',
      'Business not registered',
      'Partnerships',
    ]);
    for (const type of types) {
      expect(Object.keys(type).sort()).toEqual(['id', 'text']);
      expect(type.id).toMatch(GUID);
    }
    expect(new Set(types.map((type) => type.id)).size).toBe(7);
  });
});

describe('call 2: GET /members/{n}/details/account-id', () => {
  it("answers the member's account id as a JSON string", async () => {
    const response = await get(`/members/${numberOf('member-new')}/details/account-id`);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await response.text()).toBe(JSON.stringify(demoAccount('member-new').accountId));
  });
});

describe('call 3: GET /members/{n}/renewals/can-renew', () => {
  it.each([
    ['status-expired-card', 'Ok'],
    ['status-expired-other', 'Ok'],
    ['status-expired-cannot-renew', 'Outstanding balance'],
  ])('answers %s with the plain text %j', async (key, answer) => {
    const response = await get(`/members/${numberOf(key)}/renewals/can-renew`, key);
    expect(response.headers.get('Content-Type')).toMatch(/text\/plain/);
    expect(await response.text()).toBe(answer);
  });
});

describe('call 4: GET /members/{n}/details', () => {
  it('answers the membership info of spec §3', async () => {
    const details = await (await get(`/members/${numberOf('member-active')}/details`, 'member-active')).json();
    expect(details).toEqual({
      companyTypeId: expect.stringMatching(GUID),
      companyType: { id: details.companyTypeId, name: 'Limited Company' },
      companyRegistrationOrCharityNumber: expect.any(String),
      vatRegistered: true,
      latestMembership: { status: 'Current', paymentType: { name: 'Card Payment' } },
      balance: 0,
    });
  });

  it('leaves vatRegistered out altogether for the member who never answered it', async () => {
    const details = await (await get(`/members/${numberOf('member-no-vat-answer')}/details`)).json();
    expect(details).not.toHaveProperty('vatRegistered');
  });
});

describe('call 6: GET /members/{n}/permissions', () => {
  it('answers exactly the eight areas, each FullAccess or NoAccess', async () => {
    const permissions = await (await get(`/members/${numberOf('member-no-wallet')}/permissions`)).json();
    expect(permissions).toEqual({
      workOps: 'FullAccess',
      sendCompanyDocuments: 'FullAccess',
      riskAssessments: 'FullAccess',
      companyDocuments: 'FullAccess',
      tradingUnits: 'FullAccess',
      training: 'FullAccess',
      rewards: 'FullAccess',
      wallet: 'NoAccess',
    });
  });
});

describe('call 7: GET /offers/members/{n}/schemes', () => {
  it('answers one entry per programme, in the programmes\' order, with the standing and the money', async () => {
    const schemes = await (await get(`/offers/members/${numberOf('member-calor-pending')}/schemes`)).json();
    expect(schemes).toEqual(
      ['calor', 'biopak', 'nisbets', 'booker'].map((schemeType) => ({
        schemeType,
        name: expect.any(String),
        cashbackPercent: expect.any(Number),
        status: schemeType === 'calor' ? 'Pending' : 'NotSignedUp',
        statusSince: null,
        rejectionReason: null,
        currentPeriod: { name: expect.any(String), startDate: expect.any(String), endDate: expect.any(String) },
        cashbackThisPeriod: 0,
        cashbackToDate: 0,
        pendingCashback: 0,
      })),
    );
  });

  // Calor's standing is read from the member's Calor accounts, the same data the sign-up page shows.
  it.each([
    ['member-active', 'SignedUp'],
    ['member-new', 'NotSignedUp'],
    ['member-calor-pending', 'Pending'],
    ['member-calor-none', 'NotSignedUp'],
  ])("%s's Calor scheme status is %s", async (key, status) => {
    const schemes: { schemeType: string; status: string }[] = await (await get(`/offers/members/${numberOf(key)}/schemes`)).json();
    expect(schemes.find((scheme) => scheme.schemeType === 'calor')?.status).toBe(status);
  });
});

describe('paths the API does not have', () => {
  it.each([
    ['GET', '/nothing-here'],
    ['GET', '/members/LM100001/unknown'],
    ['POST', '/members/LM100001/details'],
    ['DELETE', '/members/LM100001/permissions'],
  ])('%s %s answers 404 not-found', async (method, path) => {
    const response = await callApi(path, { method, token: await tokenForDemoAccount('account-manager'), outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 404, code: 'not-found', detail: expect.stringMatching(/^No API resource at /) });
  });
});
