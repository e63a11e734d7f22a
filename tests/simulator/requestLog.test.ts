// Tests of the API simulator (a test double): the request log tests use to assert exact calls and counts.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { problem } from '../mocks/api/responses';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();

describe('the request log', () => {
  it('records every request in order, answered or refused, in the store and through requestsTo', async () => {
    const token = await tokenForDemoAccount('member-active');
    await callApi('/members/LM100001/details', { token });
    await callApi('/members/LM100001/details', { token });
    await callApi('/members/LM100002/permissions', { token }); // 403
    await callApi('/members/reference-data/company-type'); // 401
    await callApi('/no-such-thing', { token, method: 'POST', outsideContract: true }); // 404

    expect(simulator.store().requests).toEqual([
      { method: 'GET', path: '/members/LM100001/details' },
      { method: 'GET', path: '/members/LM100001/details' },
      { method: 'GET', path: '/members/LM100002/permissions' },
      { method: 'GET', path: '/members/reference-data/company-type' },
      { method: 'POST', path: '/no-such-thing' },
    ]);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/details')).toHaveLength(2);
    expect(simulator.requestsTo('get', '/members/:membershipNumber/permissions')).toEqual([
      { method: 'GET', path: '/members/LM100002/permissions' },
    ]);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/details/account-id')).toHaveLength(0);
    expect(simulator.requestsTo('POST', /^\/no-such/)).toHaveLength(1);
  });

  it('starts empty for every test', () => {
    expect(simulator.store().requests).toEqual([]);
    expect(simulator.requestsTo('GET', /.*/)).toEqual([]);
  });

  it('counts requests answered by a server.use override, which the store never sees', async () => {
    simulator.server.use(
      http.get(`${API_URL}/members/:membershipNumber/permissions`, () => problem(500, 'internal-error', 'Simulated failure')),
    );
    const token = await tokenForDemoAccount('member-active');
    const response = await callApi('/members/LM100001/permissions', { token });
    expect(response.status).toBe(500);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/permissions')).toHaveLength(1);
    expect(simulator.store().requests).toEqual([]);
  });

  it('drops the override after the test', async () => {
    const token = await tokenForDemoAccount('member-active');
    const response = await callApi('/members/LM100001/permissions', { token });
    expect(response.status).toBe(200);
  });
});
