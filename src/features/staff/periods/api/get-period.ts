import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { PeriodDetail } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodQueryKey } from './period-paths';

/**
 * GET /{programme}/periods/{periodId} (designed, DESIGN.md §5)
 * Response 200: { period: { id, schemeType, name, startDate, endDate, state }, earnsBy: 'claims' | 'supplier-reports',
 *   cashbackPercent, totals: { members, purchasesCount, purchasesTotal, calculatedCashback, adjustments, cashback },
 *   claimsWaiting, calculated: { on, by, cashbackPercent } | null, approved: { on, by } | null,
 *   reports: [{ id, fileName, importedOn, importedBy, invoices, totalExcludingVat }] (newest first) }.
 * 404 an unknown period, another programme's, or an id that is not a GUID; 401; 403 not a larderAdmin.
 */
export function getPeriod(api: ApiClient, schemeType: SchemeType, periodId: string, signal?: AbortSignal) {
  return api.get<PeriodDetail>(periodPath(schemeType, periodId), { signal });
}

export function getPeriodQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'detail'] as const,
    // An id that is not a GUID is never asked for (the page shows not-found).
    queryFn: periodId ? ({ signal }) => getPeriod(api, schemeType, periodId, signal) : skipToken,
  });
}

export function usePeriod(schemeType: SchemeType, periodId: string) {
  return useQuery(getPeriodQueryOptions(useApiClient(), schemeType, periodId));
}
