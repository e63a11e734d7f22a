import { getRewardsMemberQueryOptions } from '@/api/get-rewards-member';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getCalorCashbackDealQueryOptions } from './api/get-calor-cashback-deal';
import { getCalorClaimsQueryOptions } from './api/get-calor-claims';

/** The Calor deal: the current period's deal, and the member's Calor accounts for the next step. */
export const calorCashbackDealPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getCalorCashbackDealQueryOptions(api, membershipNumber), getRewardsMemberQueryOptions(api, membershipNumber)]);

/** Calor sign-up and the claim form: the member's Calor accounts (the form needs an Approved one, spec §2). */
export const calorAccountsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getRewardsMemberQueryOptions(api, membershipNumber));

/** My Claims: every claim the member has made (the list is held whole in the browser). */
export const calorClaimsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getCalorClaimsQueryOptions(api, membershipNumber));
