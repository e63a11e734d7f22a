// TEST DOUBLE, never shipped: call 6, a member's eight permission areas.
import { http, HttpResponse } from 'msw';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

export function permissionHandlers(options: ApiHandlerOptions) {
  return [
    http.get(
      `${options.apiUrl}/members/:membershipNumber/permissions`,
      memberResolver(options, ({ member }) => HttpResponse.json(member.permissions)),
    ),
  ];
}
