import { queryOptions } from '@tanstack/react-query';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** getComplianceSummary: what the dashboard's compliance card lists, in one call so the card needs no other. */
export function getComplianceSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<ComplianceSummary> {
  return dataOf(api.GET('/members/{membershipNumber}/compliance/summary', { params: { path: { membershipNumber } }, signal }));
}

export const complianceSummaryQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'compliance-summary');

export function getComplianceSummaryQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: complianceSummaryQueryKey(membershipNumber),
    queryFn: ({ signal }) => getComplianceSummary(api, membershipNumber, signal),
  });
}
