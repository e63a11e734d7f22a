import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '@/api/loader';
import type { Permissions } from '@/domain/permissions';

/** What a page's data needs to know: the API, the member in view, and the address it was opened at. */
export interface PageDataArgs {
  queryClient: QueryClient;
  api: ApiClient;
  /** Set for every route that needs a member in view (its `needsMember`); empty otherwise. */
  membershipNumber: string;
  permissions: Permissions;
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * Starts the queries a page reads (`queryClient.prefetchQuery`, never throwing), so its route's loader
 * can ask for the data while the page's code is still loading (docs/decisions/routes-load-their-data.md).
 * The page reads the same queries with useSuspenseQuery: already on their way, or in the cache.
 */
export type PageData = (args: PageDataArgs) => unknown;

/** Starts each of a page's queries at once; never throws (a failure shows when the page reads it). */
export function prefetchAll(queryClient: QueryClient, queries: readonly { queryKey: QueryKey }[]) {
  // Each is a queryOptions(...) of its own data type; prefetchQuery takes any of them.
  return Promise.all(queries.map((options) => queryClient.prefetchQuery(options as FetchQueryOptions)));
}

/**
 * What route loaders read, outside React: kept up to date by the providers that know it (the API client,
 * the member session), empty until they do. A loader with nothing to go on starts nothing; the page then
 * asks for its data itself.
 */
export class RouteDataSource {
  api?: ApiClient;
  membershipNumber?: string;
  /** Known once the member's permissions have loaded. */
  permissions?: Permissions;

  constructor(readonly queryClient: QueryClient) {}

  update(session: { api: ApiClient; membershipNumber?: string; permissions?: Permissions }) {
    Object.assign(this, session);
  }
}
