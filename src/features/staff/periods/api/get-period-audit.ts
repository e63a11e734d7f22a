import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import type { PeriodAuditEntry } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodQueryKey } from './period-paths';

/**
 * GET /{programme}/periods/{periodId}/audit?page&pageSize (designed, DESIGN.md §5)
 * Response 200: { items: [{ id, periodId, at, by, action: 'Created' | 'Opened' | 'ClosedForClaims' | 'CashbackCalculated' |
 *   'ApprovedForPayout' | 'Adjusted' | 'ReportImported', fromState?, toState?, membershipNumber?, amount?, reason?, detail }],
 *   page, pageSize, total }, newest first. 404 unknown period; 401; 403 not a larderAdmin.
 */
export function getPeriodAudit(api: ApiClient, schemeType: SchemeType, periodId: string, query: ListQuery, signal?: AbortSignal) {
  return api.get<Paged<PeriodAuditEntry>>(`${periodPath(schemeType, periodId)}/audit`, { query: listApiParams(query), signal });
}

export function getPeriodAuditQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, query: ListQuery) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'audit', listApiParams(query)] as const,
    queryFn: ({ signal }) => getPeriodAudit(api, schemeType, periodId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePeriodAudit(schemeType: SchemeType, periodId: string, query: ListQuery) {
  return useQuery(getPeriodAuditQueryOptions(useApiClient(), schemeType, periodId, query));
}
