import { getMembershipTiersQueryOptions } from '@/api/get-membership-tiers';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getUpgradeQuotesQueryOptions } from './api/get-upgrade-quotes';

/** Upgrade: the four tiers and today's prices to move up. */
export const upgradePageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getMembershipTiersQueryOptions(api), getUpgradeQuotesQueryOptions(api, membershipNumber)]);
