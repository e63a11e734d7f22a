// TEST DOUBLE, never shipped: what every staff handler starts from, beside memberResolver.
import { requireCaller, type CallerClaims } from '../auth';
import type { ApiHandlerOptions } from './options';
import type { ResolverInfo } from './memberResolver';

export interface StaffRequest extends ResolverInfo {
  caller: CallerClaims;
}

/**
 * Wraps a resolver of a staff call with its caller: 401 without a valid token. Which roles may make the
 * call is the operation's `x-roles`, which the contract gate (contractGate.ts) has already checked.
 */
export function staffResolver<Answer extends Response>(options: ApiHandlerOptions, resolve: (args: StaffRequest) => Answer | Promise<Answer>) {
  return async ({ request, params }: ResolverInfo): Promise<Answer> => {
    const caller = await requireCaller(request, options);
    return resolve({ request, params, caller });
  };
}
