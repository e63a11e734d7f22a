import { describe, expect, it } from 'vitest';
import { pageOfItems } from '@/domain/lists/pageOfItems';

const twelve = Array.from({ length: 12 }, (_, index) => index + 1);

describe('one page of a list held in the browser', () => {
  it.each([
    ['the first page', twelve, 1, { items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pageCount: 2 }],
    ['the last, short page', twelve, 2, { items: [11, 12], page: 2, pageCount: 2 }],
    ['a page past the end shows the last', twelve, 7, { items: [11, 12], page: 2, pageCount: 2 }],
    ['a page before the start shows the first', twelve, 0, { items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pageCount: 2 }],
    ['exactly one full page', twelve.slice(0, 10), 1, { items: twelve.slice(0, 10), page: 1, pageCount: 1 }],
    ['an empty list is one empty page', [], 3, { items: [], page: 1, pageCount: 1 }],
  ])('%s', (_name, items, page, expected) => expect(pageOfItems(items, page, 10)).toEqual(expected));
});
