// TEST DOUBLE, never shipped: the checks every `/…/members/{membershipNumber}/…` handler makes first.
import { requireCaller, requireMemberAccess, type CallerClaims } from '../auth';
import { errorResponse } from '../responses';
import type { MemberRecord } from '../store';
import type { ApiHandlerOptions } from './options';

/** What msw hands every resolver (openapi-msw hands more): the request and the path's parameters. */
export interface ResolverInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

export interface MemberRequest extends ResolverInfo {
  caller: CallerClaims;
  member: MemberRecord;
}

/**
 * Wraps a resolver for a member's data: 401 without a valid token, 403 when the caller may not act for
 * this member (checked before existence, so members cannot probe for numbers), 404 for an unknown number.
 * Refusals are thrown (msw answers with a thrown Response), so a resolver returns only the answers the
 * contract types. `param` names the path parameter holding the number (spec call 5 calls it `memberId`).
 */
export function memberResolver<Answer extends Response>(
  options: ApiHandlerOptions,
  resolve: (args: MemberRequest) => Answer | Promise<Answer>,
  { param = 'membershipNumber' }: { param?: string } = {},
) {
  return async ({ request, params }: ResolverInfo): Promise<Answer> => {
    const caller = await requireCaller(request, options);
    const membershipNumber = String(params[param]);
    requireMemberAccess(caller, membershipNumber);
    const member = options.store.members.get(membershipNumber);
    if (!member) throw errorResponse(404, `No member ${membershipNumber}`);
    return resolve({ request, params, caller, member });
  };
}
