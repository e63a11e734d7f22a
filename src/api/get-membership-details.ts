import { queryOptions } from '@tanstack/react-query';
import type { MembershipInfo } from '@/domain/membership';
import type { ApiClient } from './loader';
import { versionedDataOf, keepUnchangedVersion } from './versions';
import { memberQueryKey } from './query-keys';

/** Call 4 (getMembershipDetails): the membership info of spec §3. */
export function getMembershipDetails(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MembershipInfo> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/details', { params: { path: { membershipNumber } }, signal }));
}

export function getMembershipDetailsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'details'),
    queryFn: ({ signal }) => getMembershipDetails(api, membershipNumber, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
