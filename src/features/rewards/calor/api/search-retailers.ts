import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import { isSearchableRetailerQuery, type Retailer } from '@/domain/calor/retailer';

/** Call 9 (searchRetailers): the retailers whose name or post code holds the query (3 characters or more), at most 10. */
export function searchRetailers(api: ApiClient, membershipNumber: string, query: string, signal?: AbortSignal): Promise<Retailer[]> {
  return dataOf(
    api.POST('/calor/members/{membershipNumber}/retailers/search', {
      params: { path: { membershipNumber } },
      body: { retailerNameOrPostcodeQuery: query },
      signal,
    }),
  );
}

/**
 * Keyed by the query text, so an answer for an older query never shows under a newer one. Below 3
 * characters nothing is asked. Not retried: a failed search is only logged (spec §8).
 */
export function getRetailerSearchQueryOptions(api: ApiClient, membershipNumber: string, query: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'retailers', 'search', query),
    queryFn: ({ signal }) => searchRetailers(api, membershipNumber, query, signal),
    enabled: isSearchableRetailerQuery(query),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useRetailerSearch(membershipNumber: string, query: string) {
  return useQuery(getRetailerSearchQueryOptions(useApiClient(), membershipNumber, query));
}
