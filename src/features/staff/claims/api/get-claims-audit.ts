import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { CLAIM_AUDIT_ACTIONS, type ClaimAuditEntry, type ClaimAuditFilter, type ClaimAuditSort } from '@/domain/calor/claimReview';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

/** getClaimsAudit: one page of every submission, decision and change on every claim. */
export function getClaimsAudit(api: ApiClient, query: ListQuery<ClaimAuditSort, ClaimAuditFilter>, signal?: AbortSignal): Promise<Paged<ClaimAuditEntry>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/calor/claims/audit', {
      params: {
        query: {
          page,
          pageSize,
          sort,
          direction,
          reviewer: filters.reviewer,
          from: filters.from,
          to: filters.to,
          claimReference: filters.claimReference,
          decision: knownValue(CLAIM_AUDIT_ACTIONS, filters.decision),
        },
      },
      signal,
    }),
  );
}

export function getClaimsAuditQueryOptions(api: ApiClient, query: ListQuery<ClaimAuditSort, ClaimAuditFilter>) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'audit', query),
    queryFn: ({ signal }) => getClaimsAudit(api, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useClaimsAudit(query: ListQuery<ClaimAuditSort, ClaimAuditFilter>) {
  return useQuery(getClaimsAuditQueryOptions(useApiClient(), query));
}
