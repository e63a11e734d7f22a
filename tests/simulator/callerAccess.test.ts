// Tests of the API simulator (a test double): who may call what.
import { describe, expect, it } from 'vitest';
import { base64url, decodeJwt } from 'jose';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { namespacedClaim } from '../mocks/api/auth';
import { COMPANY_TYPE_IDS } from '../mocks/api/seed/companyTypes';
import { signTestToken, tokenForDemoAccount } from '../mocks/api/testTokens';
import { demoAccount } from '../mocks/data/demoAccounts';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();

const ACTIVE = demoAccount('member-active').membershipNumber!;
const OTHER = demoAccount('member-new').membershipNumber!;
const UNKNOWN = 'LM999999';
const REFERENCE_DATA = '/members/reference-data/company-type';
const NAMESPACE: string = import.meta.env.VITE_AUTH0_CLAIMS_NAMESPACE;

/** Every GET that reads one member's data. */
const memberPaths = (n: string) => [
  `/members/${n}/details`,
  `/members/${n}/details/account-id`,
  `/members/${n}/renewals/can-renew`,
  `/members/${n}/permissions`,
  `/offers/members/${n}/schemes`,
];

const staffToken = (overrides: Parameters<typeof signTestToken>[1]) =>
  signTestToken({ roles: ['accountManager'] }, overrides);

/** A genuine member token whose payload is rewritten to claim another member's number. */
async function tamperedToken() {
  const token = await tokenForDemoAccount('member-active');
  const [header, , signature] = token.split('.');
  const payload = { ...decodeJwt(token), [namespacedClaim(NAMESPACE, 'membershipNumber')]: OTHER };
  return `${header}.${base64url.encode(JSON.stringify(payload))}.${signature}`;
}

describe('the simulated API refuses callers without a valid bearer token', () => {
  it.each([...memberPaths(ACTIVE), REFERENCE_DATA])('401 for GET %s without one', async (path) => {
    const response = await callApi(path);
    expect(await refusalOf(response)).toMatchObject({ status: 401, code: 'unauthenticated', detail: 'Missing bearer token' });
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="larder"');
  });

  it('401 for a PUT without one', async () => {
    const response = await callApi(`/members/${ACTIVE}/details/company-type`, { method: 'PUT', body: {} });
    expect(response.status).toBe(401);
  });

  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  // Each token would pass (an account manager's, asking for another member) but for one fault.
  it.each([
    ['text that is not a JWT', () => Promise.resolve('not-a-token')],
    ['the wrong issuer', () => staffToken({ issuer: 'https://elsewhere.example/' })],
    ['the wrong audience', () => staffToken({ audience: 'https://other-api.example' })],
    ['an expired token', () => staffToken({ expiresAt: anHourAgo })],
    ['a payload changed after signing', tamperedToken],
  ])('401 for %s', async (_, makeToken) => {
    const response = await callApi(`/members/${OTHER}/details`, { token: await makeToken() });
    expect(await refusalOf(response)).toMatchObject({ status: 401, code: 'unauthenticated', detail: 'Invalid or expired bearer token' });
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="larder", error="invalid_token"');
  });

  it('401 for a token sent with a scheme other than Bearer', async () => {
    const token = await tokenForDemoAccount('member-active');
    const response = await fetch(`${API_URL}/members/${ACTIVE}/details`, {
      headers: { Authorization: `Basic ${token}`, [DELIBERATE_FAULT_HEADER]: 'request' },
    });
    expect(response.status).toBe(401);
  });
});

describe('a member may only reach their own data', () => {
  it.each(memberPaths(OTHER))('403 when member-active asks for %s', async (path) => {
    const response = await callApi(path, { token: await tokenForDemoAccount('member-active') });
    expect(await refusalOf(response)).toMatchObject({ status: 403, code: 'not-your-membership', detail: 'Not allowed to act for this member' });
  });

  it.each(memberPaths(ACTIVE))('200 when member-active asks for their own %s', async (path) => {
    const response = await callApi(path, { token: await tokenForDemoAccount('member-active') });
    expect(response.status).toBe(200);
  });

  it("403 when a member tries to change another member's company details, which stay as they were", async () => {
    const before = structuredClone(simulator.store().members.get(OTHER)!.details);
    const response = await callApi(`/members/${OTHER}/details/company-type`, {
      method: 'PUT',
      token: await tokenForDemoAccount('member-active'),
      body: { companyTypeId: COMPANY_TYPE_IDS.LLP, companyRegistrationOrCharityNumber: '', vatRegistered: true },
    });
    expect(response.status).toBe(403);
    expect(simulator.store().members.get(OTHER)!.details).toEqual(before);
  });

  it('403, not 404, when a member asks for a number nobody has, so members cannot probe for numbers', async () => {
    const token = await tokenForDemoAccount('member-active');
    const response = await callApi(`/members/${UNKNOWN}/details`, { token });
    expect(await refusalOf(response)).toMatchObject({ status: 403, code: 'not-your-membership' });
  });

  it.each(['larder-admin', 'calor-admin', 'no-roles'])('403 for %s, whose roles do not act for members', async (as) => {
    const response = await callApi(`/members/${ACTIVE}/details`, { token: await tokenForDemoAccount(as) });
    expect(await refusalOf(response)).toMatchObject({ status: 403, code: 'role-required' });
  });
});

describe('staff who act for members reach any member', () => {
  it.each(['account-manager', 'developer'])('200 for %s on every member path of two members', async (key) => {
    const token = await tokenForDemoAccount(key);
    for (const path of [...memberPaths(ACTIVE), ...memberPaths(OTHER)]) {
      expect((await callApi(path, { token })).status, path).toBe(200);
    }
  });

  it.each(memberPaths(UNKNOWN))('404 for an account manager asking for %s', async (path) => {
    const response = await callApi(path, { token: await tokenForDemoAccount('account-manager') });
    expect(await refusalOf(response)).toMatchObject({ status: 404, code: 'not-found', detail: `No member ${UNKNOWN}` });
  });

  it.each(['member-active', 'account-manager', 'no-roles'])('reference data answers %s (any caller)', async (as) => {
    const response = await callApi(REFERENCE_DATA, { token: await tokenForDemoAccount(as) });
    expect(response.status).toBe(200);
  });
});
