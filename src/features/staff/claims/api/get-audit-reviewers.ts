import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { STAFF_CLAIMS_PATH } from './claims-paths';

/**
 * GET /calor/claims/audit/reviewers (calorAdmin)
 * Response 200: the names of the staff in the audit, A to Z (the reviewer filter's options). 401; 403.
 */
export function getAuditReviewers(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>(`${STAFF_CLAIMS_PATH}/audit/reviewers`, { signal });
}

export function getAuditReviewersQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: staffQueryKey('calor-claims', 'audit', 'reviewers'), queryFn: ({ signal }) => getAuditReviewers(api, signal) });
}

export function useAuditReviewers() {
  return useQuery(getAuditReviewersQueryOptions(useApiClient()));
}
