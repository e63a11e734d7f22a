// TEST DOUBLE, never shipped: the checks every staff handler makes first, beside memberResolver.
import { requireCaller, requireStaffRole, type CallerClaims } from '../auth';
import type { ApiHandlerOptions } from './options';
import type { ResolverInfo } from './memberResolver';

export interface StaffRequest extends ResolverInfo {
  caller: CallerClaims;
}

/**
 * Wraps a resolver of a staff call: 401 without a valid token, 403 unless the caller has one of `roles`
 * (role names as tokens carry them, e.g. 'larderAdmin'; developers pass every role check, spec §5).
 */
export function staffResolver<Answer extends Response>(
  options: ApiHandlerOptions,
  roles: readonly string[],
  resolve: (args: StaffRequest) => Answer | Promise<Answer>,
) {
  return async ({ request, params }: ResolverInfo): Promise<Answer> => {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, roles);
    return resolve({ request, params, caller });
  };
}
