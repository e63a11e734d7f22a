// TEST DOUBLE, never shipped: finance's list of the card refunds (GET /finance/card-refunds), every member's,
// each the refund record its card payment keeps (backend-reference/cardRefunds.ts).
import { HttpResponse } from 'msw';
import { CARD_REFUNDS_LIST } from '../../../../src/domain/account/cardRefundLists';
import { refundsForFinance } from '../backend-reference/cardRefunds';
import { pageOf } from '../backend-reference/paging';
import { apiHttp, type ApiHandlerOptions } from './options';
import { staffResolver } from './staffResolver';

export function cardRefundHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const { store } = options;
  const memberNameOf = (membershipNumber: string) => store.account.accounts.get(membershipNumber)?.details.tradingName ?? membershipNumber;
  return [
    http.get(
      '/finance/card-refunds',
      staffResolver(options, ({ request }) =>
        HttpResponse.json(
          pageOf(refundsForFinance(store.account.cardPayments, memberNameOf), request, {
            definition: CARD_REFUNDS_LIST,
            sortValue: ({ refund }, sort) => (sort === 'amount' ? refund.amount : refund.createdAt),
            matches: ({ refund }, filters) => !filters.status || refund.status === filters.status,
          }),
        ),
      ),
    ),
  ];
}
