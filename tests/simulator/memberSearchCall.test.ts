// Tests of the API simulator (a test double): account managers finding a member (searchMembers).
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import type { ApiSchemas } from '../mocks/api/handlers/options';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();
const as = (key: string) => tokenForDemoAccount(key);
const ACTIVE = demoAccount('member-active').membershipNumber!;

const search = async (query: string, key = 'account-manager', outsideContract = false) =>
  callApi(`/members/search?${query}`, { token: await as(key), outsideContract });
const pageOf = async (query: string) => (await (await search(query)).json()) as ApiSchemas['MemberSearchPage'];

describe('finding a member', () => {
  it('finds a member by the business name the account holds, any case', async () => {
    const page = await pageOf('q=the%20larder%20caf%C3%A9');
    expect(page).toEqual({
      items: [{ membershipNumber: ACTIVE, tradingName: 'The Larder Café', town: 'Harrogate', postcode: 'HG1 1AA', accountStatus: 'Active' }],
      page: 1,
      pageSize: 25,
      total: 1,
    });
  });

  it('finds a business name changed since the seed (the account details, read now)', async () => {
    const account = simulator.store().account.accounts.get(ACTIVE)!;
    account.details = { ...account.details, tradingName: 'Priya’s Larder' };
    expect((await pageOf('q=priya%E2%80%99s')).items.map(({ membershipNumber }) => membershipNumber)).toEqual([ACTIVE]);
  });

  it('pages the members at one postcode, every one counted', async () => {
    const everyone = [...simulator.store().account.accounts.values()].filter(({ details }) => details.mailAddress.postcode === 'YO1 8RS').length;
    const first = await pageOf('q=yo18rs&pageSize=10');
    const second = await pageOf('q=YO1%208RS&page=2&pageSize=10');
    expect(first.total).toBe(everyone);
    expect(second.total).toBe(everyone);
    expect(first.items).toHaveLength(10);
    expect(new Set([...first.items, ...second.items].map(({ membershipNumber }) => membershipNumber)).size).toBe(first.items.length + second.items.length);
  });

  it('answers an empty page when nobody matches', async () => {
    expect(await pageOf('q=nobody%20at%20all')).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
  });

  it.each([
    ['a member', 'member-active'],
    ['programme staff', 'calor-claims'],
    ['an administrator', 'larder-admin'],
  ])('refuses %s: only staff who may act for a member search (403 role-required)', async (_, key) => {
    expect(await refusalOf(await search('q=larder', key))).toMatchObject({ status: 403, code: 'role-required' });
  });

  it('lets a developer read it', async () => {
    expect((await search('q=larder', 'developer')).status).toBe(200);
  });

  it.each([
    ['no search', 'page=1'],
    ['one character', 'q=L'],
    ['one character between spaces', 'q=%20L%20'],
    ['101 characters', `q=${'a'.repeat(101)}`],
    ['page 0', 'q=larder&page=0'],
    ['a page size of 101', 'q=larder&pageSize=101'],
    ['a sort it does not take', 'q=larder&sort=tradingName'],
  ])('refuses %s (400 invalid-request naming the parameter)', async (_, query) => {
    const refusal = await refusalOf(await search(query, 'account-manager', true));
    expect(refusal).toMatchObject({ status: 400, code: 'invalid-request' });
    expect(refusal.fields.length).toBeGreaterThan(0);
  });
});
