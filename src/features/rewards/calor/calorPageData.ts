import { getRewardsMemberQueryOptions } from '@/api/get-rewards-member';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getCalorCashbackDealQueryOptions } from './api/get-calor-cashback-deal';
import { readListQuery } from '@/domain/lists/listQuery';
import { CALOR_CLAIMS_LIST, getCalorClaimsQueryOptions } from './api/get-calor-claims';

/** The Calor deal: the current period's deal, and the member's Calor accounts for the next step. */
export const calorCashbackDealPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getCalorCashbackDealQueryOptions(api, membershipNumber), getRewardsMemberQueryOptions(api, membershipNumber)]);

/** Calor sign-up and the claim form: the member's Calor accounts (the form needs an Approved one, spec §2). */
export const calorAccountsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getRewardsMemberQueryOptions(api, membershipNumber));

/** My Claims: exactly the page of claims the address asks for (its page and status). */
export const calorClaimsPageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  queryClient.prefetchQuery(getCalorClaimsQueryOptions(api, membershipNumber, readListQuery(searchParams, CALOR_CLAIMS_LIST)));
