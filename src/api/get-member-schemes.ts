import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * Call 7: GET /offers/members/{membershipNumber}/schemes (spec §7; its answer is designed here)
 * Response 200: [{ schemeType: 'calor' | 'biopak' | 'nisbets' | 'booker', name, cashbackPercent,
 *   status: 'NotSignedUp' | 'Pending' | 'SignedUp' | 'Rejected', statusSince (yyyy-MM-dd) | null,
 *   rejectionReason | null, currentPeriod: { name, startDate, endDate } | null, cashbackThisPeriod,
 *   cashbackToDate, pendingCashback }] (src/domain/rewards/memberScheme.ts), one per programme.
 * 401 / 404 as every member call; 403 someone else's membership, or one without rewards.
 * Shared: the rewards home and the dashboard's rewards card read it.
 */
export function getMemberSchemes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberScheme[]> {
  return api.get<MemberScheme[]>(`/offers/members/${encodeURIComponent(membershipNumber)}/schemes`, { signal });
}

/** Under the member's 'rewards' key, so a change to any programme's sign-up refreshes it too. */
export const memberSchemesQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'rewards', 'schemes');

export function getMemberSchemesQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberSchemesQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getMemberSchemes(api, membershipNumber, signal) : skipToken,
  });
}

export function useMemberSchemes(membershipNumber: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMemberSchemesQueryOptions(useApiClient(), membershipNumber), enabled });
}
