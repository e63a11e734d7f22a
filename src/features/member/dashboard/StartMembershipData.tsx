import { usePrefetchQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getPaymentsQueryOptions } from '@/api/get-payments';

/**
 * Starts the membership part's two calls together. Its first child suspends on the summary, and React
 * renders the siblings that read the payments only afterwards, so without this the overdue alert's
 * payments could wait behind the summary: a second round (DESIGN.md §7). On a later page the route's
 * loader has started both already, and this asks for nothing.
 */
export function StartMembershipData({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  usePrefetchQuery(getAccountSummaryQueryOptions(api, membershipNumber));
  usePrefetchQuery(getPaymentsQueryOptions(api, membershipNumber));
  return null;
}
