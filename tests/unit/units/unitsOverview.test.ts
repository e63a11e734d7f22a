import { describe, expect, it } from 'vitest';
import { listSearchParams, readListQuery } from '@/domain/lists/listQuery';
import { overviewFilter, UNITS_OVERVIEW_LIST } from '@/domain/units/unitsOverview';

const read = (query: string) => readListQuery(new URLSearchParams(query), UNITS_OVERVIEW_LIST);

describe('the Units Overview filter in the address', () => {
  it.each([
    { query: '', filter: { search: undefined, businessTypeId: undefined, rating: undefined }, page: 1 },
    { query: 'search=+HG1+&businessType=b1&rating=5&page=3', filter: { search: 'HG1', businessTypeId: 'b1', rating: '5' }, page: 3 },
    { query: 'rating=Improvement+Required', filter: { search: undefined, businessTypeId: undefined, rating: 'Improvement Required' }, page: 1 },
    { query: 'rating=Not+rated', filter: { search: undefined, businessTypeId: undefined, rating: 'Not rated' }, page: 1 },
    { query: 'rating=6&page=-2', filter: { search: undefined, businessTypeId: undefined, rating: undefined }, page: 1 },
    { query: 'page=2.5', filter: { search: undefined, businessTypeId: undefined, rating: undefined }, page: 1 },
  ])('?$query', ({ query, filter, page }) => {
    const asRead = read(query);
    expect(overviewFilter(asRead)).toEqual(filter);
    expect(asRead.page).toBe(page);
    expect(asRead.pageSize).toBe(25);
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(listSearchParams({ ...read(''), filters: { search: 'larder', rating: '4' } }, UNITS_OVERVIEW_LIST).toString()).toBe('search=larder&rating=4');
    expect(listSearchParams({ ...read(''), filters: { businessType: 'b2' }, page: 2 }, UNITS_OVERVIEW_LIST).toString()).toBe('businessType=b2&page=2');
  });
});
