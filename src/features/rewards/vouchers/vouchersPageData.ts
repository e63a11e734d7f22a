import type { PageData } from '@/session/pageData';
import { getBookerVouchersQueryOptions } from './api/get-booker-vouchers';

/** Booker vouchers: every voucher Booker issued to the member (the page works out which can be used). */
export const vouchersPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  queryClient.prefetchQuery(getBookerVouchersQueryOptions(api, membershipNumber));
