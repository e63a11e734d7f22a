// TEST DOUBLE, never shipped: call 6, a member's eight permission areas.
import { HttpResponse } from 'msw';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

export function permissionHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [http.get('/members/{membershipNumber}/permissions', memberResolver(options, ({ member }) => HttpResponse.json(member.permissions)))];
}
