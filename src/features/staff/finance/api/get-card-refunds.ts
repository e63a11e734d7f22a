import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { CardRefundsFilter, CardRefundsSort } from '@/domain/account/cardRefundLists';
import { CARD_REFUND_STATUSES, type FinanceCardRefund } from '@/domain/account/cardRefunds';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

/** getCardRefunds: one page of the refunds made through the card provider, every member's. */
export function getCardRefunds(api: ApiClient, query: ListQuery<CardRefundsSort, CardRefundsFilter>, signal?: AbortSignal): Promise<Paged<FinanceCardRefund>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/finance/card-refunds', {
      params: { query: { page, pageSize, sort, direction, status: knownValue(CARD_REFUND_STATUSES, filters.status) } },
      signal,
    }),
  );
}

export function getCardRefundsQueryOptions(api: ApiClient, query: ListQuery<CardRefundsSort, CardRefundsFilter>) {
  return queryOptions({ queryKey: staffQueryKey('card-refunds', query), queryFn: ({ signal }) => getCardRefunds(api, query, signal), ...PAGED_LIST_QUERY });
}

export function useCardRefunds(query: ListQuery<CardRefundsSort, CardRefundsFilter>) {
  return useQuery(getCardRefundsQueryOptions(useApiClient(), query));
}
