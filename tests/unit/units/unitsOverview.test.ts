import { describe, expect, it } from 'vitest';
import { overviewSearchParams, pageCount, readOverviewFilter } from '@/domain/units/unitsOverview';

describe('the Units Overview filter in the address', () => {
  it.each([
    { query: '', filter: { search: '', businessTypeId: '', rating: '', page: 1 } },
    { query: 'search=+HG1+&businessType=b1&rating=5&page=3', filter: { search: 'HG1', businessTypeId: 'b1', rating: '5', page: 3 } },
    { query: 'rating=Improvement+Required', filter: { search: '', businessTypeId: '', rating: 'Improvement Required', page: 1 } },
    { query: 'rating=Not+rated', filter: { search: '', businessTypeId: '', rating: 'Not rated', page: 1 } },
    { query: 'rating=6&page=-2', filter: { search: '', businessTypeId: '', rating: '', page: 1 } },
    { query: 'page=2.5', filter: { search: '', businessTypeId: '', rating: '', page: 1 } },
  ])('?$query', ({ query, filter }) => {
    expect(readOverviewFilter(new URLSearchParams(query))).toEqual(filter);
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(overviewSearchParams({ search: 'larder', businessTypeId: '', rating: '4', page: 1 }).toString()).toBe('search=larder&rating=4');
    expect(overviewSearchParams({ search: '', businessTypeId: 'b2', rating: '', page: 2 }).toString()).toBe('businessType=b2&page=2');
  });

  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i units make %i pages of 20', (totalCount, pages) => {
    expect(pageCount({ totalCount, pageSize: 20 })).toBe(pages);
  });
});
