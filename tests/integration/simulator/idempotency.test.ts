// Tests of the API simulator (a test double): submissions carrying an Idempotency-Key happen once.
import { describe, expect, it } from 'vitest';
import { tokenForDemoAccount } from '../../mocks/api/testTokens';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();
const API_URL: string = import.meta.env.VITE_API_URL;
const RETAILERS = `${API_URL}/calor/members/LM100001/retailers/create`;

async function createRetailer(key: string | undefined, as = 'member-active', name = 'Moorland Gas') {
  const headers = new Headers({ Authorization: `Bearer ${await tokenForDemoAccount(as)}`, 'Content-Type': 'application/json' });
  if (key) headers.set('Idempotency-Key', key);
  return fetch(RETAILERS, { method: 'POST', headers, body: JSON.stringify({ name, address: '1 Moor Lane, Settle', postCode: 'BD24 9AA' }) });
}

const moorlands = () => simulator.store().calor.retailers.filter((retailer) => retailer.name.startsWith('Moorland'));

describe('Idempotency-Key', () => {
  it('a second request with the same key gets the first answer again, and nothing is made twice', async () => {
    const first = await createRetailer('k-1');
    const second = await createRetailer('k-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(moorlands()).toHaveLength(1);
  });

  it('requests sent at the same moment with the same key are made once', async () => {
    const answers = await Promise.all([createRetailer('k-2'), createRetailer('k-2'), createRetailer('k-2')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(moorlands()).toHaveLength(1);
  });

  it('a refusal is kept for its key too: the same request refused again, not processed again', async () => {
    await createRetailer(undefined); // exists now
    const refused = await createRetailer('k-3');
    expect(refused.status).toBe(409);
    simulator.store().calor.retailers = simulator.store().calor.retailers.filter((retailer) => !retailer.name.startsWith('Moorland'));
    expect((await createRetailer('k-3')).status).toBe(409);
  });

  it('without a key, or with another key, each request is its own', async () => {
    expect((await createRetailer('k-4', 'member-active', 'Moorland A')).status).toBe(201);
    expect((await createRetailer('k-5', 'member-active', 'Moorland B')).status).toBe(201);
    expect(moorlands()).toHaveLength(2);
  });

  it("keys are the caller's own: someone else's request with the same key is processed", async () => {
    const staffFirst = await createRetailer('k-6', 'account-manager', 'Moorland Staff');
    const member = await createRetailer('k-6', 'member-active', 'Moorland Member');
    expect(staffFirst.status).toBe(201);
    expect(member.status).toBe(201);
    expect(moorlands().map((retailer) => retailer.name).sort()).toEqual(['Moorland Member', 'Moorland Staff']);
  });
});

describe('every submission that must happen once honours the key', () => {
  const MEMBER = `${API_URL}/members/LM100001`;
  it.each([
    ['a card payment', `${MEMBER}/card-payments`, { purpose: 'renewal', returnUrl: 'http://localhost/myaccount/renew' }],
    ['a Direct Debit renewal', `${MEMBER}/renewals`, { paymentMethod: 'DirectDebit' }],
    ['a Direct Debit upgrade', `${MEMBER}/upgrades`, { tier: 4 }],
    ['signing a document', `${MEMBER}/documents/00000000-0000-4000-8000-000000000000/sign`, {}],
    ['a programme sign-up', `${API_URL}/biopak/members/LM100001/signup`, { supplierAccountNumber: 'x', unitIds: [], consentToShareData: true }],
  ])('%s: the same key twice is answered once, the second time replayed', async (_name, url, body) => {
    const send = async () =>
      fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await tokenForDemoAccount('member-active')}`, 'Content-Type': 'application/json', 'Idempotency-Key': `k-${url}` },
        body: JSON.stringify(body),
      });
    const first = await send();
    const second = await send();
    expect(second.status).toBe(first.status);
    expect(first.headers.get('Idempotent-Replayed')).toBe('false');
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
  });
});
