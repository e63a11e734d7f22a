import { describe, expect, it } from 'vitest';
import { containsText, pageOf } from './paging';

const NAMES = ['Mackay 10', 'mackay 2', 'Mackay 1', 'Mackay 100', 'Abbott', 'Mackay'];
const rules = {
  definition: { sorts: ['name'] as const, filters: ['q'] as const, defaultSort: 'name' as const, defaultDirection: 'asc' as const },
  sortValue: (name: string) => name,
  matches: (name: string, filters: { q?: string }) => containsText(name, filters.q),
};
const ask = (query: string) => pageOf(NAMES, new Request(`https://api.example/list?${query}`), rules);

describe('a staff list page: filtered, sorted, then cut', () => {
  it.each([
    ['sort=name&direction=asc', ['Abbott', 'Mackay', 'Mackay 1', 'mackay 2', 'Mackay 10', 'Mackay 100']],
    ['sort=name&direction=desc', ['Mackay 100', 'Mackay 10', 'mackay 2', 'Mackay 1', 'Mackay', 'Abbott']],
    ['q=MACKAY1', ['Mackay 1', 'Mackay 10', 'Mackay 100']],
  ])('%s: names in their numbers’ order, any case', (query, names) => {
    expect(ask(query).items).toEqual(names);
  });

  it('cuts the page after sorting and counts every match', () => {
    expect(ask('page=2&pageSize=4')).toEqual({ items: ['Mackay 10', 'Mackay 100'], page: 2, pageSize: 4, total: 6 });
  });
});
