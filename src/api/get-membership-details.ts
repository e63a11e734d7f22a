import { queryOptions } from '@tanstack/react-query';
import type { MembershipInfo } from '@/domain/membership';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/** Call 4: GET /members/{membershipNumber}/details → the membership info of spec §3. */
export function getMembershipDetails(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MembershipInfo> {
  return api.get<MembershipInfo>(`${memberPath(membershipNumber)}/details`, { signal });
}

export function getMembershipDetailsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'details'),
    queryFn: ({ signal }) => getMembershipDetails(api, membershipNumber, signal),
  });
}
