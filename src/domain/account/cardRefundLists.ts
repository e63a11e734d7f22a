import type { ListDefinition } from '../lists/listQuery';

export type CardRefundsSort = 'createdAt' | 'amount';
export type CardRefundsFilter = 'status';

/**
 * Finance's list of card refunds, newest first, filtered by status. It shares the BACS files page's address
 * with the files list, so its parameters carry a prefix (`?refunds.status=Failed`).
 */
export const CARD_REFUNDS_LIST: ListDefinition<CardRefundsSort, CardRefundsFilter> = {
  sorts: ['createdAt', 'amount'],
  filters: ['status'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  prefix: 'refunds.',
};
