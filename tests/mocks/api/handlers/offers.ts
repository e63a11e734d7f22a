// TEST DOUBLE, never shipped: call 7, the rewards programmes and where a member stands on each.
import { londonToday } from '../../../../src/domain/londonToday';
import { HttpResponse } from 'msw';
import { memberSchemes } from '../backend-reference/rewards';
import { requireMemberPermission } from './memberPermission';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

/**
 * One entry per programme: Calor's standing comes from the member's Calor accounts, the others' from
 * their sign-ups; the money from the wallet and the purchases reported this period. 403 without rewards.
 */
export function offerHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    http.get(
      '/offers/members/{membershipNumber}/schemes',
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        return HttpResponse.json(memberSchemes(options.store, member.membershipNumber, londonToday()));
      }),
    ),
  ];
}
