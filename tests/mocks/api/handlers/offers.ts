// TEST DOUBLE, never shipped: call 7, the rewards programmes and where a member stands on each.
import { http, HttpResponse } from 'msw';
import type { MemberScheme } from '../../../../src/domain/rewards/memberScheme';
import { memberSchemes } from '../rules/rewards';
import { requireMemberPermission } from './memberPermission';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

/**
 * The spec leaves call 7's answer open (§3, §7); designed here, one entry per supplier programme (typed
 * once, in src/domain/rewards/memberScheme.ts):
 *
 *   GET /offers/members/{membershipNumber}/schemes
 *   200 [{ schemeType, name, cashbackPercent, status: 'NotSignedUp' | 'Pending' | 'SignedUp' | 'Rejected',
 *          statusSince, rejectionReason, currentPeriod: { name, startDate, endDate } | null,
 *          cashbackThisPeriod, cashbackToDate, pendingCashback }, ...]
 *   403 when the membership does not include rewards.
 *
 * Calor's status comes from the member's Calor accounts; the others' from their sign-ups; the money from
 * the wallet and the purchases reported this period.
 */
export function offerHandlers(options: ApiHandlerOptions) {
  return [
    http.get(
      `${options.apiUrl}/offers/members/:membershipNumber/schemes`,
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        return HttpResponse.json<MemberScheme[]>(memberSchemes(options.store, member.membershipNumber, new Date()));
      }),
    ),
  ];
}
