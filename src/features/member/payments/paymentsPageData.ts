import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getOverduePaymentsQueryOptions, getPaymentsQueryOptions, historyQuery, scheduleQuery } from '@/api/get-payments';
import { readListQuery } from '@/domain/lists/listQuery';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getInvoicesQueryOptions } from './api/get-invoices';
import { INVOICES_LIST, PAYMENT_HISTORY_LIST, PAYMENT_SCHEDULE_LIST } from './paymentsLists';

/**
 * Payments & Invoices: the balance and mandate (the account summary), what is overdue, and exactly the pages
 * of the schedule, the history and the invoices the address asks for, all at once.
 */
export const paymentsPageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  prefetchAll(queryClient, [
    getAccountSummaryQueryOptions(api, membershipNumber),
    getOverduePaymentsQueryOptions(api, membershipNumber),
    getPaymentsQueryOptions(api, membershipNumber, scheduleQuery(readListQuery(searchParams, PAYMENT_SCHEDULE_LIST))),
    getPaymentsQueryOptions(api, membershipNumber, historyQuery(readListQuery(searchParams, PAYMENT_HISTORY_LIST))),
    getInvoicesQueryOptions(api, membershipNumber, readListQuery(searchParams, INVOICES_LIST)),
  ]);
