import type { ApiClient } from '@/api/loader';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getComplianceSummaryQueryOptions } from '@/api/get-compliance-summary';
import { getPaymentsQueryOptions } from '@/api/get-payments';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { getTrainingAndGasSummaryQueryOptions } from '@/api/get-training-and-gas-summary';
import { grants, type Permissions } from '@/domain/permissions';
import { prefetchAll, type PageData } from '@/session/pageData';

/** What the dashboard's parts read for the member in view, by the permissions that show each card. */
function dashboardQueries(api: ApiClient, membershipNumber: string, permissions: Permissions) {
  return [
    getAccountSummaryQueryOptions(api, membershipNumber),
    // What is owed comes first: the overdue alert needs the payments' ids to pay them.
    getPaymentsQueryOptions(api, membershipNumber),
    ...(grants(permissions, 'companyDocuments') || grants(permissions, 'tradingUnits') ? [getComplianceSummaryQueryOptions(api, membershipNumber)] : []),
    ...(grants(permissions, 'rewards') ? [getMemberSchemesQueryOptions(api, membershipNumber)] : []),
    // The gas half follows the person's role, which a loader does not know: its card asks for itself then.
    ...(grants(permissions, 'training') ? [getTrainingAndGasSummaryQueryOptions(api, membershipNumber)] : []),
  ];
}

/**
 * The dashboard: every card's call at once, in the one round after the start-up data (DESIGN.md §7). Staff
 * with no member in view see the act-for-a-member card, which reads nothing.
 */
export const dashboardPageData: PageData = ({ queryClient, api, membershipNumber, permissions }) =>
  membershipNumber && prefetchAll(queryClient, dashboardQueries(api, membershipNumber, permissions));
