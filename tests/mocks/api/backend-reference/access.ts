// TEST DOUBLE, never shipped: who may make a call, as the operation's `x-roles` says (api/openapi.yaml,
// "Who may call what"). The simulator reads each operation's roles from the document and asks this rule;
// a real server keeps the same rule however it stores the roles.
import type { CallerClaims } from '../auth';

/** An operation's roles, as the document states them (tests/contract/contract.ts reads them). */
export interface CallAccess {
  roles: readonly string[];
  programmeRoles: Readonly<Record<string, readonly string[]>>;
  /** The path parameter holding the member's number, on a member's path. */
  memberParameter?: string;
}

/** `larderMember` on a member's path: the member themself, for their own membership only. */
export const MEMBER_ROLE = 'larderMember';
/** Any valid token: reference data. */
export const ANY_SIGNED_IN = 'authenticated';

export type AccessRefusal = { status: 403; code: 'role-required' | 'not-your-membership'; detail: string };

/**
 * Undefined when the caller may make the call; otherwise why not. Checked before the member's existence,
 * so a member cannot learn whether another number exists.
 */
export function accessRefusal(access: CallAccess, caller: CallerClaims, pathParameters: Readonly<Record<string, string>>): AccessRefusal | undefined {
  const has = (role: string) => caller.roles.includes(role);
  if (access.roles.includes(ANY_SIGNED_IN)) return undefined;
  const staffRoles = access.roles.filter((role) => role !== MEMBER_ROLE);
  if (staffRoles.some(has)) return undefined;
  const programme = pathParameters.programme;
  if (programme && (access.programmeRoles[programme] ?? []).some(has)) return undefined;
  if (access.roles.includes(MEMBER_ROLE) && has(MEMBER_ROLE)) {
    const member = access.memberParameter ? pathParameters[access.memberParameter] : undefined;
    if (member === undefined || caller.membershipNumber === member) return undefined;
    return { status: 403, code: 'not-your-membership', detail: 'Not allowed to act for this member' };
  }
  return { status: 403, code: 'role-required', detail: 'You do not have a role that may do this' };
}
