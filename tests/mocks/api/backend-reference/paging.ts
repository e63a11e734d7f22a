// TEST DOUBLE, never shipped: how the simulator pages, sorts and filters a staff list, as a real server would.
import { readListQuery, type ListDefinition, type ListQuery, type Paged } from '../../../../src/domain/lists/listQuery';

export interface ListRules<Item, Sort extends string, Filter extends string> {
  definition: ListDefinition<Sort, Filter>;
  /** The value an item sorts by, for each sort key. */
  sortValue: (item: Item, sort: Sort) => string | number;
  /** Whether an item passes the filters that are set. */
  matches: (item: Item, filters: ListQuery<Sort, Filter>['filters']) => boolean;
}

/** The page a request asks for (its `page`, `pageSize`, `sort`, `direction` and filter parameters). */
export function pageOf<Item, Sort extends string, Filter extends string>(
  items: readonly Item[],
  request: Request,
  rules: ListRules<Item, Sort, Filter>,
): Paged<Item> {
  // The API takes a list's plain parameter names; a definition's prefix is only for the portal's address.
  const query = readListQuery(new URL(request.url).searchParams, { ...rules.definition, prefix: undefined });
  const factor = query.direction === 'asc' ? 1 : -1;
  const sorted = items
    .filter((item) => rules.matches(item, query.filters))
    .sort((a, b) => {
      const [left, right] = [rules.sortValue(a, query.sort), rules.sortValue(b, query.sort)];
      return factor * (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'en-GB'));
    });
  const start = (query.page - 1) * query.pageSize;
  return { items: sorted.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: sorted.length };
}

/** A filter's text in an item's text, any case, spaces ignored (searching by name, number or postcode). */
export const containsText = (haystack: string, needle: string | undefined) =>
  !needle || haystack.toLowerCase().replace(/\s+/g, '').includes(needle.toLowerCase().replace(/\s+/g, ''));
