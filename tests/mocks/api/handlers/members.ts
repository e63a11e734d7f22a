// TEST DOUBLE, never shipped: calls 2, 3 and 4, reading a member's account id, renewal check and details,
// and the record of who changed the member's records (written by the contract gate).
import { HttpResponse } from 'msw';
import { canRenewAnswer } from '../backend-reference/account';
import { readListQuery } from '../../../../src/domain/lists/listQuery';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

/** The activity list takes only paging: newest first. */
const ACTIVITY_LIST = { sorts: ['at'], filters: [], defaultSort: 'at', defaultDirection: 'desc' } as const;

export function memberHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    // A JSON string, e.g. "00000000-0000-4000-8000-000000000001".
    http.get(
      '/members/{membershipNumber}/details/account-id',
      memberResolver(options, ({ member }) => HttpResponse.json(member.accountId)),
    ),
    // Plain text: 'Ok' allows renewal; anything else is the reason it is refused. An outstanding
    // balance stops being the reason once it is paid.
    http.get(
      '/members/{membershipNumber}/renewals/can-renew',
      memberResolver(options, ({ member }) => HttpResponse.text(canRenewAnswer(member))),
    ),
    http.get('/members/{membershipNumber}/details', memberResolver(options, ({ member }) => HttpResponse.json(member.details))),
    http.get(
      '/members/{membershipNumber}/activity',
      memberResolver(options, ({ request, member }) => {
        const { page, pageSize } = readListQuery(new URL(request.url).searchParams, ACTIVITY_LIST);
        const records = options.store.activity.get(member.membershipNumber) ?? [];
        // Newest first, cut to the page before anything is copied.
        const end = records.length - (page - 1) * pageSize;
        const items = records.slice(Math.max(0, end - pageSize), Math.max(0, end)).reverse();
        return HttpResponse.json({ items, page, pageSize, total: records.length });
      }),
    ),
  ];
}
