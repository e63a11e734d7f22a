import { describe, expect, it } from 'vitest';
import { isListParam, listSearchParams, pageCount, readListQuery, shownRange, type ListDefinition } from '@/domain/lists/listQuery';

const CLAIMS: ListDefinition<'submittedOn' | 'member', 'status' | 'search'> = {
  sorts: ['submittedOn', 'member'],
  filters: ['status', 'search'],
  defaultSort: 'submittedOn',
  defaultDirection: 'asc',
};

const read = (search: string) => readListQuery(new URLSearchParams(search), CLAIMS);

describe('reading a list query from the address', () => {
  it.each([
    ['', { page: 1, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: {} }],
    ['page=3&pageSize=50&sort=member&direction=desc&status=Submitted', { page: 3, pageSize: 50, sort: 'member', direction: 'desc', filters: { status: 'Submitted' } }],
    ['page=0&pageSize=-5', { page: 1, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: {} }],
    ['page=2.5&pageSize=1000', { page: 1, pageSize: 100, sort: 'submittedOn', direction: 'asc', filters: {} }],
    ['sort=password&direction=sideways', { page: 1, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: {} }],
    ['status=%20%20&search=%20Dales%20', { page: 1, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: { search: 'Dales' } }],
    ['unknown=1', { page: 1, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: {} }],
  ])('"%s"', (search, query) => expect(read(search)).toEqual(query));
});

describe('writing it back', () => {
  it('leaves defaults out, so addresses stay short', () => {
    expect(listSearchParams(read(''), CLAIMS).toString()).toBe('');
    expect(listSearchParams(read('page=2&sort=member&status=Rejected'), CLAIMS).toString()).toBe('status=Rejected&sort=member&page=2');
  });

  it('round-trips whatever it reads', () => {
    const search = 'status=Submitted&search=LM100001&sort=member&direction=desc&pageSize=50&page=4';
    expect(read(listSearchParams(read(search), CLAIMS).toString())).toEqual(read(search));
  });
});

describe('a list with fewer rows a page (one of several on a page)', () => {
  const SHORT = { ...CLAIMS, pageSize: 10 };

  it.each([
    ['', 10, ''],
    ['pageSize=25', 25, 'pageSize=25'],
    ['pageSize=10&page=2', 10, 'page=2'],
    ['pageSize=0', 10, ''],
  ])('"%s" → %i rows a page, written back as "%s"', (search, pageSize, written) => {
    const query = readListQuery(new URLSearchParams(search), SHORT);
    expect(query.pageSize).toBe(pageSize);
    expect(listSearchParams(query, SHORT).toString()).toBe(written);
  });
});

describe('a second list in the same address', () => {
  const LINES = { ...CLAIMS, prefix: 'lines.' };

  it('reads and writes its own parameters under its prefix, leaving the first list\'s alone', () => {
    const params = new URLSearchParams('status=Paid&page=3&lines.status=Submitted&lines.page=2&lines.sort=member');
    expect(readListQuery(params, LINES)).toEqual({ page: 2, pageSize: 25, sort: 'member', direction: 'asc', filters: { status: 'Submitted' } });
    expect(readListQuery(params, CLAIMS)).toEqual({ page: 3, pageSize: 25, sort: 'submittedOn', direction: 'asc', filters: { status: 'Paid' } });
    expect(listSearchParams(readListQuery(params, LINES), LINES).toString()).toBe('lines.status=Submitted&lines.sort=member&lines.page=2');
  });

  it.each([
    ['first', 'page', true],
    ['first', 'search', true],
    ['first', 'file', false],
    ['first', 'lines.page', false],
    ['second', 'lines.page', true],
    ['second', 'lines.status', true],
    ['second', 'page', false],
    ['second', 'lines.file', false],
  ] as const)('the %s list: "%s" is its own: %s', (list, key, own) => expect(isListParam(list === 'first' ? CLAIMS : LINES, key)).toBe(own));
});

describe('page counts and the range shown', () => {
  it.each([
    [{ total: 0, pageSize: 25 }, 1],
    [{ total: 25, pageSize: 25 }, 1],
    [{ total: 26, pageSize: 25 }, 2],
  ])('%o → %i pages', (page, count) => expect(pageCount(page)).toBe(count));

  it.each([
    [{ page: 1, pageSize: 25, total: 0, items: [] }, { from: 0, to: 0 }],
    [{ page: 2, pageSize: 25, total: 132, items: Array(25).fill(0) }, { from: 26, to: 50 }],
    [{ page: 6, pageSize: 25, total: 132, items: Array(7).fill(0) }, { from: 126, to: 132 }],
  ])('%o → %o', (page, range) => expect(shownRange(page)).toEqual(range));
});
