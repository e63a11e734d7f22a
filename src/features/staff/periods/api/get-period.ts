import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { PeriodDetail } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodQueryKey } from './period-query-keys';

/** getPeriod: the period page's header, its totals, where it stands and the reports imported into it. */
export function getPeriod(api: ApiClient, schemeType: SchemeType, periodId: string, signal?: AbortSignal): Promise<PeriodDetail> {
  return dataOf(api.GET('/{programme}/periods/{periodId}', { params: { path: { programme: schemeType, periodId } }, signal }));
}

export function getPeriodQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'detail'] as const,
    queryFn: ({ signal }) => getPeriod(api, schemeType, periodId, signal),
  });
}
