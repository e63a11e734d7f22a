import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { PeriodMemberDetail } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodQueryKey } from './period-query-keys';

/** getPeriodMember: what one member's line of a period is made of (purchases or claims, and adjustments). */
export function getPeriodMember(api: ApiClient, schemeType: SchemeType, periodId: string, membershipNumber: string, signal?: AbortSignal): Promise<PeriodMemberDetail> {
  return dataOf(
    api.GET('/{programme}/periods/{periodId}/members/{membershipNumber}', { params: { path: { programme: schemeType, periodId, membershipNumber } }, signal }),
  );
}

export function getPeriodMemberQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, membershipNumber: string) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'member', membershipNumber] as const,
    queryFn: ({ signal }) => getPeriodMember(api, schemeType, periodId, membershipNumber, signal),
  });
}
