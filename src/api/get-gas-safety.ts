import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from '@/api/versions';
import { memberQueryKey } from '@/api/query-keys';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';

/** getGasSafety: each recorded unit's gas supply, appliances and inspection records, newest first. */
export function getGasSafety(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UnitGasSafety[]> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/gas-safety', { params: { path: { membershipNumber } }, signal }));
}

export const gasSafetyQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'gas-safety');

export function getGasSafetyQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: gasSafetyQueryKey(membershipNumber),
    queryFn: ({ signal }) => getGasSafety(api, membershipNumber, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
