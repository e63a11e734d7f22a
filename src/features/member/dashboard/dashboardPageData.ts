import type { ApiClient } from '@/api/loader';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getComplianceSummaryQueryOptions } from '@/api/get-compliance-summary';
import { getOverduePaymentsQueryOptions } from '@/api/get-payments';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { getTrainingAndGasSummaryQueryOptions } from '@/api/get-training-and-gas-summary';
import { grants, type Permissions } from '@/domain/permissions';
import { prefetchAll, type PageData } from '@/session/pageData';

/** The membership part's calls: the summary (card, banner, notices) and what is overdue, which the overdue alert pays. */
export const membershipQueries = (api: ApiClient, membershipNumber: string) =>
  [getAccountSummaryQueryOptions(api, membershipNumber), getOverduePaymentsQueryOptions(api, membershipNumber)] as const;

/**
 * What the dashboard's parts read for the member in view, by the permissions that show each card. The gas
 * half of the training and gas card follows the person's role (`showsGas`), which a loader does not know.
 */
export function dashboardQueries(api: ApiClient, membershipNumber: string, permissions: Permissions, showsGas = false) {
  return [
    // What is owed comes first: the overdue alert needs the overdue payments' ids to pay them.
    ...membershipQueries(api, membershipNumber),
    ...(grants(permissions, 'companyDocuments') || grants(permissions, 'tradingUnits') ? [getComplianceSummaryQueryOptions(api, membershipNumber)] : []),
    ...(grants(permissions, 'rewards') ? [getMemberSchemesQueryOptions(api, membershipNumber)] : []),
    ...(grants(permissions, 'training') || showsGas ? [getTrainingAndGasSummaryQueryOptions(api, membershipNumber)] : []),
  ];
}

/**
 * The dashboard: every card's call at once, in the one round after the start-up data (DESIGN.md §7). Staff
 * with no member in view see the act-for-a-member card, which reads nothing. Without the training
 * permission the gas card asks for itself (the page's StartDashboardData).
 */
export const dashboardPageData: PageData = ({ queryClient, api, membershipNumber, permissions }) =>
  membershipNumber && prefetchAll(queryClient, dashboardQueries(api, membershipNumber, permissions));
