import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/**
 * GET /members/{membershipNumber}/compliance/summary (designed, DESIGN.md §5)
 * Response 200: { documentsDue: [{ documentId, type, unitId, unitName, status: 'Overdue' | 'Review due',
 * reviewDate }], unitsWithoutRiskAssessment: [{ unitId, unitName, missing: [type] }], openUnitCount } (the rules of
 * src/domain/documents/complianceSummary.ts). One call, so the dashboard card needs no other.
 */
export function getComplianceSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<ComplianceSummary> {
  return api.get<ComplianceSummary>(`${memberPath(membershipNumber)}/compliance/summary`, { signal });
}

export const complianceSummaryQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'compliance-summary');

export function getComplianceSummaryQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: complianceSummaryQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getComplianceSummary(api, membershipNumber, signal) : skipToken,
  });
}

export function useComplianceSummary(membershipNumber: string | undefined) {
  return useQuery(getComplianceSummaryQueryOptions(useApiClient(), membershipNumber));
}
