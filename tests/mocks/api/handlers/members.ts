// TEST DOUBLE, never shipped: calls 2, 3 and 4, reading a member's account id, renewal check and details,
// and the record of who changed the member's records (written by the contract gate).
import { HttpResponse } from 'msw';
import { canRenewAnswer } from '../backend-reference/account';
import { readMemberSearch, searchMembers, type SearchableMember } from '../backend-reference/memberSearch';
import { refused } from '../responses';
import { readListQuery } from '../../../../src/domain/lists/listQuery';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver } from './staffResolver';

/** The activity list takes only paging: newest first. */
const ACTIVITY_LIST = { sorts: ['at'], filters: [], defaultSort: 'at', defaultDirection: 'desc' } as const;

/** The member search's order is fixed: only its paging is read here (the contract gate refused bad values). */
const MEMBER_SEARCH_LIST = { sorts: ['match'], filters: [], defaultSort: 'match', defaultDirection: 'asc' } as const;

export function memberHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  /** Every member's account as the search reads it. */
  function* searchable(): Generator<SearchableMember & ApiSchemas['MemberSearchResult']> {
    for (const [membershipNumber, account] of options.store.account.accounts)
      yield {
        membershipNumber,
        tradingName: account.details.tradingName,
        town: account.details.mailAddress.town,
        postcode: account.details.mailAddress.postcode,
        accountStatus: account.accountStatus,
      };
  }
  return [
    // Account managers find a member (backend-reference/memberSearch.ts).
    http.get(
      '/members/search',
      staffResolver(options, ({ request }) => {
        const url = new URL(request.url);
        const q = readMemberSearch(url.searchParams.get('q'));
        if (typeof q !== 'string') throw refused(q);
        const { page, pageSize } = readListQuery(url.searchParams, MEMBER_SEARCH_LIST);
        const found = searchMembers(searchable(), q);
        return HttpResponse.json({ items: found.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: found.length });
      }),
    ),
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
