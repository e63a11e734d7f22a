/**
 * Long staff lists are paged, sorted and filtered on the server, and keep all of it in the address,
 * so a reload or a shared link shows the same list. One shape for every such list.
 *
 * In the address and in the API call alike: `?page=2&pageSize=25&sort=submittedOn&direction=asc&status=Submitted`.
 */
export type SortDirection = 'asc' | 'desc';

export interface ListQuery<Sort extends string = string, Filter extends string = string> {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: Sort;
  direction: SortDirection;
  /** Only the filters that are set; '' is never kept. */
  filters: Partial<Record<Filter, string>>;
}

/** What a list's API call answers: one page of items and how many there are in all. */
export interface Paged<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** What a list accepts: its sort keys, its filters, its defaults. Unknown values in an address fall back. */
export interface ListDefinition<Sort extends string, Filter extends string> {
  sorts: readonly Sort[];
  filters: readonly Filter[];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  /**
   * For a second list in one page's address (a file's credits beside the files list, `lines.page=2`): its
   * parameters carry this prefix there. Only for the address: the API takes the plain names.
   */
  prefix?: string;
  /** Rows a page when the address names none: DEFAULT_PAGE_SIZE, or fewer where one page holds several lists. */
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const positiveInteger = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

/** Reads a list's query from an address (or an API request's search params), never failing. */
export function readListQuery<Sort extends string, Filter extends string>(
  params: URLSearchParams,
  definition: ListDefinition<Sort, Filter>,
): ListQuery<Sort, Filter> {
  const prefix = definition.prefix ?? '';
  const get = (name: string) => params.get(`${prefix}${name}`);
  const sort = get('sort');
  const direction = get('direction');
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of definition.filters) {
    const value = get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: positiveInteger(get('page'), 1),
    pageSize: positiveInteger(get('pageSize'), definition.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: definition.sorts.find((candidate) => candidate === sort) ?? definition.defaultSort,
    direction: direction === 'asc' || direction === 'desc' ? direction : definition.defaultDirection,
    filters,
  };
}

/** The query as search params: defaults left out, so addresses stay short and shareable. */
export function listSearchParams<Sort extends string, Filter extends string>(
  query: ListQuery<Sort, Filter>,
  definition: ListDefinition<Sort, Filter>,
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => params.set(`${definition.prefix ?? ''}${name}`, value);
  for (const name of definition.filters) {
    const value = query.filters[name];
    if (value) set(name, value);
  }
  if (query.sort !== definition.defaultSort) set('sort', query.sort);
  if (query.direction !== definition.defaultDirection) set('direction', query.direction);
  if (query.pageSize !== (definition.pageSize ?? DEFAULT_PAGE_SIZE)) set('pageSize', String(query.pageSize));
  if (query.page > 1) set('page', String(query.page));
  return params;
}

/** Whether an address parameter is one of the list's own (its page, sort, direction, page size or a filter). */
export function isListParam(definition: ListDefinition<string, string>, key: string): boolean {
  const prefix = definition.prefix ?? '';
  if (!key.startsWith(prefix)) return false;
  const name = key.slice(prefix.length);
  return ['page', 'pageSize', 'sort', 'direction'].includes(name) || definition.filters.includes(name);
}

export const pageCount = ({ total, pageSize }: Pick<Paged<unknown>, 'total' | 'pageSize'>) => Math.max(1, Math.ceil(total / pageSize));

/** "Showing 26 to 50 of 132" in numbers: the first and last item on the page, 1-based (0 to 0 when empty). */
export function shownRange({ page, pageSize, total, items }: Paged<unknown>): { from: number; to: number } {
  if (items.length === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(from + items.length - 1, total) };
}
