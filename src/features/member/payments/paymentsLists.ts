import type { ListDefinition } from '@/domain/lists/listQuery';

/**
 * The page holds three lists, one above the other: ten rows of each, so the invoices are not a screen or two
 * below the history, and a page of all three is drawn in one short task (DOM and draw time at 100× the demo
 * data, docs/decisions/main-thread-at-start.md).
 */
const ROWS_A_PAGE = 10;

/** The payment history: newest first (the API's order), narrowed to one status; paged on the server. */
export const PAYMENT_HISTORY_LIST: ListDefinition<'date', 'status'> = {
  sorts: ['date'],
  filters: ['status'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  pageSize: ROWS_A_PAGE,
};

/** The payments still to come, soonest first: a list of its own in the page's address. */
export const PAYMENT_SCHEDULE_LIST: ListDefinition<'dueDate', never> = {
  sorts: ['dueDate'],
  filters: [],
  defaultSort: 'dueDate',
  defaultDirection: 'asc',
  prefix: 'schedule.',
  pageSize: ROWS_A_PAGE,
};

/** The invoices, newest first: the page's third list, so its page sits under its own name in the address. */
export const INVOICES_LIST: ListDefinition<'issueDate', never> = {
  sorts: ['issueDate'],
  filters: [],
  defaultSort: 'issueDate',
  defaultDirection: 'desc',
  prefix: 'invoices.',
  pageSize: ROWS_A_PAGE,
};
