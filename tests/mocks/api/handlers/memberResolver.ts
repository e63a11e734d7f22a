// TEST DOUBLE, never shipped: the checks every `/…/members/{membershipNumber}/…` handler makes first.
import { requireCaller, type CallerClaims } from '../auth';
import { problem } from '../responses';
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
 * Wraps a resolver for a member's data: 401 without a valid token, 404 for an unknown number. Whether the
 * caller may act for this member (403) is the operation's `x-roles`, checked by the contract gate
 * (contractGate.ts) before this, so members cannot probe for numbers.
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
    const member = options.store.members.get(membershipNumber);
    if (!member) throw problem(404, 'not-found', `No member ${membershipNumber}`);
    return resolve({ request, params, caller, member });
  };
}
