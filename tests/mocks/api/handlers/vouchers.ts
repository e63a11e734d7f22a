// TEST DOUBLE, never shipped: the Booker vouchers issued to a member.
import { HttpResponse } from 'msw';
import { requireMemberPermission } from './memberPermission';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

/** Newest issued first; the portal works out each one's status from its dates. */
export function voucherHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    http.get(
      '/booker/members/{membershipNumber}/vouchers',
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        const vouchers = options.store.rewards.vouchers.get(member.membershipNumber) ?? [];
        return HttpResponse.json([...vouchers].sort((a, b) => b.issuedOn.localeCompare(a.issuedOn)));
      }),
    ),
  ];
}
