// TEST DOUBLE, never shipped: the Booker vouchers issued to a member.
import { http, HttpResponse } from 'msw';
import type { BookerVoucher } from '../../../../src/domain/rewards/vouchers';
import { requireMemberPermission } from './memberPermission';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

/** GET /booker/members/{n}/vouchers → [BookerVoucher], newest issued first; the portal works out each one's status from its dates. */
export function voucherHandlers(options: ApiHandlerOptions) {
  return [
    http.get(
      `${options.apiUrl}/booker/members/:membershipNumber/vouchers`,
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        const vouchers = options.store.rewards.vouchers.get(member.membershipNumber) ?? [];
        return HttpResponse.json<BookerVoucher[]>([...vouchers].sort((a, b) => b.issuedOn.localeCompare(a.issuedOn)));
      }),
    ),
  ];
}
