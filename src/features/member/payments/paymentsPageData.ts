import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getInvoicesQueryOptions } from './api/get-invoices';
import { getPaymentsQueryOptions } from '@/api/get-payments';

/** Payments & Invoices: the balance (the account summary), the payments and the invoices, all at once. */
export const paymentsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [
    getAccountSummaryQueryOptions(api, membershipNumber),
    getPaymentsQueryOptions(api, membershipNumber),
    getInvoicesQueryOptions(api, membershipNumber),
  ]);
