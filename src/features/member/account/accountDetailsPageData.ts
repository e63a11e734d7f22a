import type { PageData } from '@/session/pageData';
import { getAccountDetailsQueryOptions } from '@/api/get-account-details';

/** Account details: the business's details and contacts (the company fields come with the start-up data). */
export const accountDetailsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getAccountDetailsQueryOptions(api, membershipNumber));
