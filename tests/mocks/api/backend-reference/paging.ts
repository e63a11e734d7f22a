// TEST DOUBLE, never shipped: how the simulator pages, sorts and filters a staff list, as a real server would.
import { readListQuery, type ListDefinition, type ListQuery, type Paged } from '../../../../src/domain/lists/listQuery';

export interface ListRules<Item, Sort extends string, Filter extends string> {
  definition: ListDefinition<Sort, Filter>;
  /** The value an item sorts by, for each sort key. */
  sortValue: (item: Item, sort: Sort) => string | number;
  /** Whether an item passes the filters that are set. */
  matches: (item: Item, filters: ListQuery<Sort, Filter>['filters']) => boolean;
}

// Numbers inside text in their numbers' order: "Mackay 2" before "Mackay 10" (the units list does the same).
const collator = new Intl.Collator('en-GB', { numeric: true });

/**
 * The page a request asks for (its `page`, `pageSize`, `sort`, `direction` and filter parameters): filtered,
 * sorted by each item's sort value (worked out once per item), then cut; `present` turns only the page's
 * items into what the list answers, so nothing is summarised that is not shown.
 */
export function pageOf<Item, Sort extends string, Filter extends string, Shown = Item>(
  items: readonly Item[],
  request: Request,
  rules: ListRules<Item, Sort, Filter> & { present?: (item: Item) => Shown },
): Paged<Shown> {
  // The API takes a list's plain parameter names; a definition's prefix is only for the portal's address.
  const query = readListQuery(new URL(request.url).searchParams, { ...rules.definition, prefix: undefined });
  const factor = query.direction === 'asc' ? 1 : -1;
  const sorted = items
    .filter((item) => rules.matches(item, query.filters))
    .map((item) => ({ item, value: rules.sortValue(item, query.sort) }))
    .sort(({ value: left }, { value: right }) =>
      factor * (typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right))),
    );
  const start = (query.page - 1) * query.pageSize;
  const present = rules.present ?? ((item: Item) => item as unknown as Shown);
  return { items: sorted.slice(start, start + query.pageSize).map(({ item }) => present(item)), page: query.page, pageSize: query.pageSize, total: sorted.length };
}

/** A filter's text in an item's text, any case, spaces ignored (searching by name, number or postcode). */
export const containsText = (haystack: string, needle: string | undefined) =>
  !needle || haystack.toLowerCase().replace(/\s+/g, '').includes(needle.toLowerCase().replace(/\s+/g, ''));
