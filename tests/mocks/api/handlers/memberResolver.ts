// TEST DOUBLE, never shipped: the checks every `/…/members/{membershipNumber}/…` handler makes first.
import type { PathParams } from 'msw';
import { requireCaller, requireMemberAccess, type CallerClaims } from '../auth';
import { errorResponse } from '../responses';
import type { MemberRecord } from '../store';
import type { ApiHandlerOptions } from './options';

export interface MemberRequest {
  request: Request;
  caller: CallerClaims;
  member: MemberRecord;
  /** The path's other parameters (e.g. a unit's id). */
  params: PathParams;
}

/**
 * Wraps a resolver for a member's data: 401 without a valid token, 403 when the caller may not act for
 * this member (checked before existence, so members cannot probe for numbers), 404 for an unknown number.
 */
export function memberResolver(
  options: ApiHandlerOptions,
  resolve: (args: MemberRequest) => Response | Promise<Response>,
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const caller = await requireCaller(request, options);
    const membershipNumber = String(params.membershipNumber);
    requireMemberAccess(caller, membershipNumber);
    const member = options.store.members.get(membershipNumber);
    if (!member) return errorResponse(404, `No member ${membershipNumber}`);
    return resolve({ request, caller, member, params });
  };
}
