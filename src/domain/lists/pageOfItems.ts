/**
 * One page of a list held whole in the browser (1-based), and how many pages there are. A page past the
 * end shows the last one, and before the start the first, so a list that shrank under a filter still shows
 * something. Lists paged on the server use listQuery.ts instead.
 */
export function pageOfItems<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
