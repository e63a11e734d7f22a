import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { PeriodMemberDetail } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodQueryKey } from './period-paths';

/**
 * GET /{programme}/periods/{periodId}/members/{membershipNumber} (designed, DESIGN.md §5)
 * Response 200: { membershipNumber, memberName, purchases: [{ id, invoiceNumber, invoiceDate, amountExcludingVat, reportedOn }]
 *   (oldest invoice first), claims: [{ claimReference, purchaseDate, status, totalExcludingVat, cashback }] (Calor),
 *   adjustments: [{ id, amount, reason, madeBy, madeOn, … }] (newest first) }.
 * 404 unknown period, or a member with nothing in it; 401; 403 not a larderAdmin.
 */
export function getPeriodMember(api: ApiClient, schemeType: SchemeType, periodId: string, membershipNumber: string, signal?: AbortSignal) {
  return api.get<PeriodMemberDetail>(`${periodPath(schemeType, periodId)}/members/${encodeURIComponent(membershipNumber)}`, { signal });
}

export function getPeriodMemberQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, membershipNumber: string) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'member', membershipNumber] as const,
    queryFn: ({ signal }) => getPeriodMember(api, schemeType, periodId, membershipNumber, signal),
  });
}

export function usePeriodMember(schemeType: SchemeType, periodId: string, membershipNumber: string) {
  return useQuery(getPeriodMemberQueryOptions(useApiClient(), schemeType, periodId, membershipNumber));
}
