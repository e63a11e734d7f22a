import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';

/** getAuditReviewers: the names of the staff in the claims audit, A to Z (the reviewer filter's options). */
export function getAuditReviewers(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return dataOf(api.GET('/calor/claims/audit/reviewers', { signal }));
}

export function getAuditReviewersQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: staffQueryKey('calor-claims', 'audit', 'reviewers'), queryFn: ({ signal }) => getAuditReviewers(api, signal) });
}

export function useAuditReviewers() {
  return useQuery(getAuditReviewersQueryOptions(useApiClient()));
}
