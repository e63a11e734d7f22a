import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import type { PageData } from '@/session/pageData';

/** The rewards home: every programme with the member's standing (call 7). */
export const rewardsHomePageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getMemberSchemesQueryOptions(api, membershipNumber));
