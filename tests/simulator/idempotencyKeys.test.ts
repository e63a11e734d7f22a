// Tests of the API simulator (a test double): an Idempotency-Key names one submission attempt, as the
// contract says (api/openapi.yaml, "Idempotency"; docs/decisions/idempotency-per-attempt.md).
import { describe, expect, it } from 'vitest';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { apiContract } from '../integration/support/apiContract';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';

const simulator = setupSimulator();
const RETAILERS = '/calor/members/LM100001/retailers/create';
const MOORLAND = { name: 'Moorland Gas', address: '1 Moor Lane, Settle', postCode: 'BD24 9AA' };

async function createRetailer(idempotencyKey: string | null, { as = 'member-active', body = MOORLAND } = {}) {
  const isUuid = idempotencyKey !== null && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(idempotencyKey);
  return callApi(RETAILERS, { method: 'POST', token: await tokenForDemoAccount(as), body, idempotencyKey, outsideContract: !isUuid });
}

const moorlands = () => simulator.store().calor.retailers.filter((retailer) => retailer.name.startsWith('Moorland'));
const forgetMoorlands = () => {
  simulator.store().calor.retailers = simulator.store().calor.retailers.filter((retailer) => !retailer.name.startsWith('Moorland'));
};

describe('Idempotency-Key: one key, one attempt', () => {
  it('a retry of the attempt (the same key) gets the first answer again, and nothing is made twice', async () => {
    const key = crypto.randomUUID();
    const first = await createRetailer(key);
    const second = await createRetailer(key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect([first.headers.get('Idempotent-Replayed'), second.headers.get('Idempotent-Replayed')]).toEqual(['false', 'true']);
    expect(moorlands()).toHaveLength(1);
  });

  it('retries sent at the same moment are made once', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([createRetailer(key), createRetailer(key), createRetailer(key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(moorlands()).toHaveLength(1);
  });

  it('a refusal is not kept: once its cause is put right, the same attempt goes through', async () => {
    await createRetailer(crypto.randomUUID()); // Moorland Gas exists now
    const key = crypto.randomUUID();
    expect((await createRetailer(key)).status).toBe(409);
    forgetMoorlands();
    const retried = await createRetailer(key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBe('false');
    expect(moorlands()).toHaveLength(1);
  });

  it('a key sent again with another body is refused (422), and nothing is made', async () => {
    const key = crypto.randomUUID();
    expect((await createRetailer(key)).status).toBe(201);
    const reused = await createRetailer(key, { body: { ...MOORLAND, name: 'Moorland Propane' } });
    expect(reused.status).toBe(422);
    expect(await reused.text()).toBe('This Idempotency-Key was used for a different request');
    expect(moorlands()).toHaveLength(1);
  });

  it('a new attempt (another key) is its own request', async () => {
    expect((await createRetailer(crypto.randomUUID(), { body: { ...MOORLAND, name: 'Moorland A' } })).status).toBe(201);
    expect((await createRetailer(crypto.randomUUID(), { body: { ...MOORLAND, name: 'Moorland B' } })).status).toBe(201);
    expect(moorlands()).toHaveLength(2);
  });

  it("keys are the caller's own: someone else's request with the same key is processed", async () => {
    const key = crypto.randomUUID();
    expect((await createRetailer(key, { as: 'account-manager', body: { ...MOORLAND, name: 'Moorland Staff' } })).status).toBe(201);
    expect((await createRetailer(key, { body: { ...MOORLAND, name: 'Moorland Member' } })).status).toBe(201);
    expect(moorlands().map((retailer) => retailer.name).sort()).toEqual(['Moorland Member', 'Moorland Staff']);
  });

  it.each([
    ['no key', null, 'Idempotency-Key is required: a new UUID for each submission attempt'],
    ['a key that is not a UUID', 'calor-retailer-1', 'Idempotency-Key must be a UUID'],
  ])('refuses a submission with %s (400), making nothing', async (_case, key, reason) => {
    const refused = await createRetailer(key);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(reason);
    expect(moorlands()).toHaveLength(0);
  });
});

describe('every submission the contract gives an Idempotency-Key honours it', () => {
  const takesKey = apiContract.operations.filter((operation) => apiContract.requiresHeader(operation, 'Idempotency-Key'));

  it('finds the submissions in the document', () => {
    expect(takesKey.length).toBeGreaterThan(20);
  });

  // The developer may act for any member and passes every role check, so the key is the first thing checked.
  it.each(takesKey.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s refuses a request without one', async (_name, operation) => {
    const path = operation.path.replace('{membershipNumber}', 'LM100001').replace('{memberId}', 'LM100001').replace('{programme}', 'biopak').replace(/\{\w+\}/g, '5e1d0000-0000-4000-8000-000000000000');
    const refused = await callApi(path, { method: operation.method, token: await tokenForDemoAccount('developer'), body: {}, idempotencyKey: null, outsideContract: true });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Idempotency-Key is required: a new UUID for each submission attempt');
  });
});
