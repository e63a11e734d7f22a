import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getMembershipTiersQueryOptions } from '@/api/get-membership-tiers';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getRenewalQuoteQueryOptions } from './api/get-renewal-quote';

/**
 * Renew: today's quote, unless the member is back from the hosted payment page (?payment=…), when the page
 * shows what became of the payment instead. A sign-in with no membership has nothing to renew.
 */
export const renewPageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  membershipNumber && !searchParams.get('payment') && queryClient.prefetchQuery(getRenewalQuoteQueryOptions(api, membershipNumber));

/** Plan to renew: the membership (its tier, its plan's end) and the tiers to choose from. */
export const planToRenewPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getAccountSummaryQueryOptions(api, membershipNumber), getMembershipTiersQueryOptions(api)]);

/** No plan to renew: the membership, for when it ends. */
export const noPlanToRenewPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getAccountSummaryQueryOptions(api, membershipNumber));
