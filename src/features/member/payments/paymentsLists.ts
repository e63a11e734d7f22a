import type { ListDefinition } from '@/domain/lists/listQuery';

/** The payment history: newest first, narrowed to one status; held whole in the browser and paged there. */
export const PAYMENT_HISTORY_LIST: ListDefinition<'dueDate', 'status'> = {
  sorts: ['dueDate'],
  filters: ['status'],
  defaultSort: 'dueDate',
  defaultDirection: 'desc',
};

/** The invoices, newest first: the page's second list, so its page sits under its own name in the address. */
export const INVOICES_LIST: ListDefinition<'issueDate', never> = {
  sorts: ['issueDate'],
  filters: [],
  defaultSort: 'issueDate',
  defaultDirection: 'desc',
  prefix: 'invoices.',
};
