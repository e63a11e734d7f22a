import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { PayablePeriod } from '@/domain/bacs/bacsFile';
import { BACS_FILES_PATH } from './bacs-paths';

/**
 * GET /finance/bacs-files/payable-periods (larderAdmin)
 * Response 200: [{ period {id, schemeType, name, startDate, endDate}, transactionCount, total }]: periods
 *   whose approved cashback no draft or approved file carries yet. 401; 403.
 */
export function getPayablePeriods(api: ApiClient, signal?: AbortSignal): Promise<PayablePeriod[]> {
  return api.get<PayablePeriod[]>(`${BACS_FILES_PATH}/payable-periods`, { signal });
}

export function getPayablePeriodsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: staffQueryKey('bacs-files', 'payable-periods'), queryFn: ({ signal }) => getPayablePeriods(api, signal) });
}

export function usePayablePeriods(enabled = true) {
  return useQuery({ ...getPayablePeriodsQueryOptions(useApiClient()), enabled });
}
