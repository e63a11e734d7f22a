import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { PayablePeriod } from '@/domain/bacs/bacsFile';

/** getPayablePeriods: the periods whose approved cashback no unsent file carries yet (what a new file is built from). */
export function getPayablePeriods(api: ApiClient, signal?: AbortSignal): Promise<PayablePeriod[]> {
  return dataOf(api.GET('/finance/bacs-files/payable-periods', { signal }));
}

export function getPayablePeriodsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: staffQueryKey('bacs-files', 'payable-periods'), queryFn: ({ signal }) => getPayablePeriods(api, signal) });
}

export function usePayablePeriods(enabled = true) {
  return useQuery({ ...getPayablePeriodsQueryOptions(useApiClient()), enabled });
}
