// Tests of the API simulator (a test double): a member's trading units.
import { describe, expect, it } from 'vitest';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;

describe('GET /members/{n}/units', () => {
  it("lists the member's units, open ones first then by name", async () => {
    const member = numberOf('member-active');
    simulator.store().units.units.get(member)![0]!.status = 'Closed';
    const response = await callApi(`/members/${member}/units`, { token: await tokenForDemoAccount('member-active') });
    expect(response.status).toBe(200);
    const units = (await response.json()) as TradingUnit[];
    expect(units.map((unit) => [unit.name, unit.status])).toEqual([
      ['Larder Street Food Van', 'Open'],
      ['The Larder Café', 'Closed'],
    ]);
  });

  it('answers an empty list for a member with no units yet', async () => {
    const response = await callApi(`/members/${numberOf('member-new')}/units`, { token: await tokenForDemoAccount('member-new') });
    expect(await response.json()).toEqual([]);
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
