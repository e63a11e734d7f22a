// TEST DOUBLE, never shipped: a member's area calls answer 403 `permission-required` when the membership does not include the area.
import { grants, type PermissionArea } from '../../../../src/domain/permissions';
import { problem } from '../responses';
import type { MemberRecord } from '../store';

const AREA_WORDS: Partial<Record<PermissionArea, string>> = { rewards: 'rewards', wallet: 'the wallet' };

/** Throws a 403 response (msw answers a thrown Response) unless the member has FullAccess to the area. */
export function requireMemberPermission(member: MemberRecord, area: PermissionArea): void {
  if (!grants(member.permissions, area))
    throw problem(403, 'permission-required', `Membership ${member.membershipNumber} does not include ${AREA_WORDS[area] ?? area}`);
}
