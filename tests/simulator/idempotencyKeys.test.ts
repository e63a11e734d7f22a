// Tests of the API simulator (a test double): an Idempotency-Key names one submission attempt, as the
// contract says (api/openapi.yaml, "Idempotency"; docs/decisions/idempotency-per-attempt.md).
import { describe, expect, it } from 'vitest';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { apiContract } from '../integration/support/apiContract';
import { setupSimulator } from '../integration/support/simulator';
import { DEMO_ACCOUNTS } from '../mocks/data/demoAccounts';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

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

  it('retries sent at the same moment are made once: each other one gets the first answer, or 409 while it is still being made', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([createRetailer(key), createRetailer(key), createRetailer(key)]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => (answer.ok ? `${answer.status} replayed ${answer.headers.get('Idempotent-Replayed')}` : `${answer.status} ${(await refusalOf(answer)).code}`)),
    );
    expect(outcomes.filter((outcome) => outcome === '201 replayed false')).toHaveLength(1);
    expect(outcomes.every((outcome) => ['201 replayed false', '201 replayed true', '409 request-in-progress'].includes(outcome))).toBe(true);
    expect(moorlands()).toHaveLength(1);
  });

  it('a refusal is not kept: once its cause is put right, the same attempt goes through', async () => {
    await createRetailer(crypto.randomUUID()); // Moorland Gas exists now
    const key = crypto.randomUUID();
    expect(await refusalOf(await createRetailer(key))).toMatchObject({ status: 409, code: 'retailer-exists' });
    forgetMoorlands();
    const retried = await createRetailer(key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBe('false');
    expect(moorlands()).toHaveLength(1);
  });

  it('a key sent again with another body is refused (400 idempotency-key-reused), and nothing is made', async () => {
    const key = crypto.randomUUID();
    expect((await createRetailer(key)).status).toBe(201);
    const reused = await createRetailer(key, { body: { ...MOORLAND, name: 'Moorland Propane' } });
    expect(await refusalOf(reused)).toMatchObject({ status: 400, code: 'idempotency-key-reused', detail: 'This Idempotency-Key was used for a different request' });
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
    ['no key', null],
    ['a key that is not a UUID', 'calor-retailer-1'],
  ])('refuses a submission with %s (400 invalid-request, naming the header), making nothing', async (_case, key) => {
    const refused = await createRetailer(key);
    expect(await refusalOf(refused)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['Idempotency-Key'] });
    expect(moorlands()).toHaveLength(0);
  });
});

describe('every submission the contract gives an Idempotency-Key honours it', () => {
  const takesKey = apiContract.operations.filter((operation) => apiContract.requiresHeader(operation, 'Idempotency-Key'));

  it('finds the submissions in the document', () => {
    expect(takesKey.length).toBeGreaterThan(20);
  });

  /** Someone the operation's `x-roles` let make it: the member themself (LM100001) on their own path, else a staff member holding a role. */
  const permittedCaller = (operationId: string) => {
    const roles = apiContract.accessOf(operationId)!.roles;
    if (roles.includes('larderMember')) return 'member-active';
    return DEMO_ACCOUNTS.find((account) => account.group === 'Staff' && account.roles.some((role) => roles.includes(role)))!.key;
  };

  // A caller the operation lets in, so the key is what the request is refused for.
  it.each(takesKey.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s refuses a request without one', async (_name, operation) => {
    const path = operation.path.replace('{membershipNumber}', 'LM100001').replace('{memberId}', 'LM100001').replace('{programme}', 'biopak').replace('{claimReference}', 'CLR-999999').replace(/\{\w+\}/g, '5e1d0000-0000-4000-8000-000000000000');
    const token = await tokenForDemoAccount(permittedCaller(operation.operationId));
    const refused = await callApi(path, { method: operation.method, token, body: {}, idempotencyKey: null, outsideContract: true });
    const refusal = await refusalOf(refused);
    expect(refusal).toMatchObject({ status: 400, code: 'invalid-request' });
    expect(refusal.fields).toContain('Idempotency-Key');
  });
});
