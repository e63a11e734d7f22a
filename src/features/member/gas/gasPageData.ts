import { prefetchAll, type PageData } from '@/session/pageData';
import { gasSafetyQueries } from './hooks/useGasSafetyData';

/** My Gas Engineer: the member's units and their gas safety (nothing for someone with no member in view). */
export const gasPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  membershipNumber && prefetchAll(queryClient, gasSafetyQueries(api, membershipNumber));
