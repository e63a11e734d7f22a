// Tests of the API simulator (a test double): a member's trading units.
import { describe, expect, it } from 'vitest';
import type { Paged } from '@/domain/lists/listQuery';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;

describe('GET /members/{n}/units', () => {
  it("pages the member's units, open ones first then by name", async () => {
    const member = numberOf('member-active');
    simulator.store().units.units.get(member)![0]!.status = 'Closed';
    const token = await tokenForDemoAccount('member-active');
    const response = await callApi(`/members/${member}/units?pageSize=1`, { token });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Paged<TradingUnit>;
    expect({ ...page, items: page.items.map((unit) => [unit.name, unit.status]) }).toEqual({ items: [['Larder Street Food Van', 'Open']], page: 1, pageSize: 1, total: 2 });
    const closed = (await (await callApi(`/members/${member}/units?status=Closed&search=caf%C3%A9`, { token })).json()) as Paged<TradingUnit>;
    expect(closed.items.map((unit) => unit.name)).toEqual(['The Larder Café']);
  });

  it.each(['page=0', 'pageSize=101', 'pageSize=many', 'status=Shut'])('refuses a malformed list query (%s): 400', async (query) => {
    const response = await callApi(`/members/${numberOf('member-active')}/units?${query}`, { token: await tokenForDemoAccount('member-active'), outsideContract: true });
    expect(response.status).toBe(400);
  });

  it('answers no items for a member with no units yet', async () => {
    const response = await callApi(`/members/${numberOf('member-new')}/units`, { token: await tokenForDemoAccount('member-new') });
    expect(await response.json()).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
  });

  it("names every unit for a picker, without the premises fields (GET /members/{n}/unit-choices)", async () => {
    const response = await callApi(`/members/${numberOf('member-active')}/unit-choices`, { token: await tokenForDemoAccount('member-active') });
    expect(await response.json()).toEqual([
      { id: expect.any(String), name: 'Larder Street Food Van', addressLine1: 'Unit 4, Station Yard', town: 'Harrogate', postcode: 'HG1 5DD', status: 'Open', isFranchiseUnit: false },
      { id: expect.any(String), name: 'The Larder Café', addressLine1: '12 Church Street', town: 'Harrogate', postcode: 'HG1 1AA', status: 'Open', isFranchiseUnit: false },
    ]);
  });

  it.each([
    { who: 'another member', as: 'member-new', status: 403 },
    { who: 'nobody signed in', as: undefined, status: 401 },
  ])('refuses $who ($status)', async ({ as, status }) => {
    const token = as ? await tokenForDemoAccount(as) : undefined;
    const response = await callApi(`/members/${numberOf('member-active')}/units`, { token });
    expect(response.status).toBe(status);
  });

  it('answers 404 for an unknown membership number (staff)', async () => {
    const response = await callApi('/members/LM999999/units', { token: await tokenForDemoAccount('account-manager') });
    expect(response.status).toBe(404);
  });
});
