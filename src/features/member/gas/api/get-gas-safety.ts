import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';

/** getGasSafety: each recorded unit's gas supply, appliances and inspection records, newest first. */
export function getGasSafety(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UnitGasSafety[]> {
  return dataOf(api.GET('/members/{membershipNumber}/gas-safety', { params: { path: { membershipNumber } }, signal }));
}

export const gasSafetyQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'gas-safety');

export function getGasSafetyQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: gasSafetyQueryKey(membershipNumber),
    queryFn: ({ signal }) => getGasSafety(api, membershipNumber, signal),
  });
}

export function useGasSafety(membershipNumber: string | undefined) {
  return useQuery({ ...getGasSafetyQueryOptions(useApiClient(), membershipNumber ?? ''), enabled: Boolean(membershipNumber) });
}
