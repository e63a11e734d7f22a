import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import type { PeriodAuditEntry } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodQueryKey } from './period-query-keys';

export type PeriodAuditListQuery = ListQuery<'at', never>;

/** The list's query as the API takes it: every part stated. */
const apiQuery = ({ page, pageSize, sort, direction }: PeriodAuditListQuery) => ({ page, pageSize, sort, direction });

/** getPeriodAudit: one page of what was done to a period, who did it and when. */
export function getPeriodAudit(api: ApiClient, schemeType: SchemeType, periodId: string, query: PeriodAuditListQuery, signal?: AbortSignal): Promise<Paged<PeriodAuditEntry>> {
  return dataOf(api.GET('/{programme}/periods/{periodId}/audit', { params: { path: { programme: schemeType, periodId }, query: apiQuery(query) }, signal }));
}

export function getPeriodAuditQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, query: PeriodAuditListQuery) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'audit', apiQuery(query)] as const,
    queryFn: ({ signal }) => getPeriodAudit(api, schemeType, periodId, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function usePeriodAudit(schemeType: SchemeType, periodId: string, query: PeriodAuditListQuery) {
  return useQuery(getPeriodAuditQueryOptions(useApiClient(), schemeType, periodId, query));
}
