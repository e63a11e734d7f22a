import type { QueryClient } from '@tanstack/react-query';
import { complianceSummaryQueryKey } from './get-compliance-summary';
import { memberDocumentsQueryKey } from './get-member-documents';
import { tradingUnitsQueryKey } from './get-trading-units';

/**
 * After a unit or a document changes, everything computed from them: the documents list, the units
 * (list and each one) and the dashboard's compliance summary. A changed document's own query is set from
 * the call's answer by the mutation, so it is not fetched again.
 */
export function invalidateCompliance(queryClient: QueryClient, membershipNumber: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberDocumentsQueryKey(membershipNumber), exact: true }),
    queryClient.invalidateQueries({ queryKey: tradingUnitsQueryKey(membershipNumber) }),
    queryClient.invalidateQueries({ queryKey: complianceSummaryQueryKey(membershipNumber) }),
  ]);
}
