import { describe, expect, it } from 'vitest';
import { unitChoices, unitPage } from './unitList';

const unit = (name: string, status: 'Open' | 'Closed', town = 'Harrogate', postcode = 'HG1 1AA') => ({
  id: name,
  name,
  addressLine1: '1 High Street',
  town,
  postcode,
  status,
  isFranchiseUnit: false,
  employees: 3,
});

const UNITS = [unit('Zest Kitchen', 'Open'), unit('Apple Van', 'Closed', 'York', 'YO1 7HH'), unit('Bakery', 'Open', 'Ripon', 'HG4 1AB'), unit('Cafe', 'Open')];

describe("a member's units, paged", () => {
  it('lists open units first, then by name, and cuts the page asked for', () => {
    const page = unitPage(UNITS, { page: 1, pageSize: 2 });
    expect(page.items.map((found) => found.name)).toEqual(['Bakery', 'Cafe']);
    expect(page.total).toBe(4);
    expect(unitPage(UNITS, { page: 2, pageSize: 2 }).items.map((found) => found.name)).toEqual(['Zest Kitchen', 'Apple Van']);
    expect(unitPage(UNITS, { page: 3, pageSize: 2 })).toEqual({ items: [], page: 3, pageSize: 2, total: 4 });
  });

  it('puts numbered branches in their numbers’ order', () => {
    const branches = ['Kitchen 10', 'Kitchen 2', 'Kitchen 1'].map((name) => unit(name, 'Open'));
    expect(unitPage(branches, { page: 1, pageSize: 25 }).items.map((found) => found.name)).toEqual(['Kitchen 1', 'Kitchen 2', 'Kitchen 10']);
  });

  it.each([
    ['a part of the name, in any case', { search: 'kitch' }, ['Zest Kitchen']],
    ['the town', { search: 'york' }, ['Apple Van']],
    ['the postcode, spaces ignored', { search: 'hg41' }, ['Bakery']],
    ['the status', { status: 'Closed' as const }, ['Apple Van']],
    ['the search and the status together', { search: 'Harrogate', status: 'Open' as const }, ['Cafe', 'Zest Kitchen']],
  ])('filters by %s', (_what, filter, names) => {
    const page = unitPage(UNITS, { page: 1, pageSize: 25, ...filter });
    expect(page.items.map((found) => found.name)).toEqual(names);
    expect(page.total).toBe(names.length);
  });
});

describe("a member's unit choices", () => {
  it('names every unit in the list order, without its premises fields', () => {
    const choices = unitChoices(UNITS);
    expect(choices.map((choice) => choice.name)).toEqual(['Bakery', 'Cafe', 'Zest Kitchen', 'Apple Van']);
    expect(Object.keys(choices[0]!).sort()).toEqual(['addressLine1', 'id', 'isFranchiseUnit', 'name', 'postcode', 'status', 'town']);
  });
});
