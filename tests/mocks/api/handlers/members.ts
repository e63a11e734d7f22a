// TEST DOUBLE, never shipped: calls 2, 3 and 4, reading a member's account id, renewal check and details.
import { HttpResponse } from 'msw';
import { canRenewAnswer } from '../backend-reference/account';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

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
  ];
}
