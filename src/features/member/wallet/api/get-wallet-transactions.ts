import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { walletQueryKey } from '@/api/query-keys';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListDefinition, ListQuery, Paged } from '@/domain/lists/listQuery';
import type { SchemeType } from '@/domain/rewards/schemes';
import { WALLET_TRANSACTION_STATES, type WalletTransaction } from '@/domain/wallet/walletTransaction';

/** The wallet's latest transactions: newest first (the call takes no sort), narrowed to one state. */
export const WALLET_TRANSACTIONS_LIST: ListDefinition<'newest', 'state'> = { sorts: ['newest'], filters: ['state'], defaultSort: 'newest', defaultDirection: 'desc' };

/** One programme's transactions: newest first, narrowed to one of its periods and one state. */
export const SCHEME_TRANSACTIONS_LIST: ListDefinition<'newest', 'state' | 'period'> = {
  sorts: ['newest'],
  filters: ['state', 'period'],
  defaultSort: 'newest',
  defaultDirection: 'desc',
};

export type WalletTransactionsQuery = ListQuery<'newest', 'state' | 'period'>;

/** getWalletTransactions: one page of the member's transactions, newest first, of one programme if given. */
export function getWalletTransactions(
  api: ApiClient,
  membershipNumber: string,
  { page, pageSize, filters }: WalletTransactionsQuery,
  programme: SchemeType | undefined,
  signal?: AbortSignal,
): Promise<Paged<WalletTransaction>> {
  return dataOf(
    api.GET('/members/{membershipNumber}/wallet/transactions', {
      params: {
        path: { membershipNumber },
        query: { page, pageSize, state: knownValue(WALLET_TRANSACTION_STATES, filters.state), programme, period: filters.period },
      },
      signal,
    }),
  );
}

export function getWalletTransactionsQueryOptions(api: ApiClient, membershipNumber: string, query: WalletTransactionsQuery, programme?: SchemeType) {
  return queryOptions({
    queryKey: [...walletQueryKey(membershipNumber), 'transactions', programme ?? 'every programme', query] as const,
    queryFn: ({ signal }) => getWalletTransactions(api, membershipNumber, query, programme, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useWalletTransactions(membershipNumber: string, query: WalletTransactionsQuery, programme?: SchemeType) {
  return useQuery(getWalletTransactionsQueryOptions(useApiClient(), membershipNumber, query, programme));
}
