import { describe, expect, it } from 'vitest';
import { readMemberSearch, searchMembers, type SearchableMember } from './memberSearch';

const member = (membershipNumber: string, tradingName: string, postcode: string): SearchableMember => ({
  membershipNumber,
  tradingName,
  town: 'York',
  postcode,
  accountStatus: 'Active',
});

const MEMBERS = [
  member('LM100001', 'The Larder Café', 'HG1 1AA'),
  member('LM100002', "Tom's Kitchen", 'YO1 8RS'),
  member('LM100012', 'Brew & Bun Coffee Van', 'YO1 8RS'),
  member('LM100120', "Suzy's Seaside Chippy", 'SC1 2AB'),
];

const numbersFound = (q: string) => searchMembers(MEMBERS, q).map(({ membershipNumber }) => membershipNumber);

describe('finding a member', () => {
  it.each([
    ['an exact membership number', 'LM100002', ['LM100002']],
    ['a membership number in lower case, with spaces', ' lm 100 002 ', ['LM100002']],
    ['part of a membership number', 'm10012', ['LM100120']],
    ['a business name in another case', 'the larder CAFÉ', ['LM100001']],
    ['part of a business name', 'coffee', ['LM100012']],
    ['a name with its spaces doubled', 'seaside   chippy', ['LM100120']],
    ['a typographic apostrophe', 'Tom’s', ['LM100002']],
    ['a postcode with its space', 'HG1 1AA', ['LM100001']],
    ['a postcode without its space, in lower case', 'hg11aa', ['LM100001']],
    ['the outward part of a postcode', 'yo1', ['LM100012', 'LM100002']],
  ])('finds %s', (_, q, expected) => {
    expect(numbersFound(q)).toEqual(expected);
  });

  it('lists an exact membership number before the members whose number holds it', () => {
    const members = [member('LM1000012', 'Aardvark Catering', 'YO1 8RS'), member('LM100001', 'Zest', 'YO1 8RS')];
    expect(searchMembers(members, 'LM100001').map(({ tradingName }) => tradingName)).toEqual(['Zest', 'Aardvark Catering']);
  });

  it('orders the others by business name, then by membership number', () => {
    expect(numbersFound('YO1 8RS')).toEqual(['LM100012', 'LM100002']);
  });

  it.each([
    ['a misspelt name', 'Larder Cafe Ltd'],
    ['a number of another member', 'LM999999'],
    ['a postcode of nobody', 'ZZ9 9ZZ'],
  ])('finds nobody for %s', (_, q) => {
    expect(numbersFound(q)).toEqual([]);
  });
});

describe('reading the search', () => {
  it.each([
    ['Larder', 'Larder'],
    ['  hg1 1aa ', 'hg1 1aa'],
    ['LM', 'LM'],
  ])('keeps %j as %j', (q, expected) => {
    expect(readMemberSearch(q)).toBe(expected);
  });

  it.each([[null], [''], ['a'], ['  a  ']])('refuses %j: fewer than 2 characters would list every member', (q) => {
    expect(readMemberSearch(q)).toMatchObject({ status: 400, code: 'invalid-request', errors: [{ in: 'query', name: 'q' }] });
  });
});
