import { describe, expect, it } from 'vitest';
import { isActiveMember } from '@/domain/activeMember';
import type { SignedInUser } from '@/domain/user';

const user = (roles: string[], accountStatus?: string): SignedInUser => ({ id: 'auth0|1', roles, accountStatus });

describe('isActiveMember (spec §4)', () => {
  it.each([
    { why: 'member, Active', roles: ['larderMember'], status: 'Active', active: true },
    { why: 'member, Renew Soon', roles: ['larderMember'], status: 'Renew Soon', active: true },
    { why: 'member among other roles', roles: ['accountManager', 'larderMember'], status: 'Active', active: true },
    { why: 'no roles at all', roles: [], status: 'Active', active: false },
    { why: 'roles without the member role', roles: ['accountManager', 'developer'], status: 'Active', active: false },
    { why: "another product's member role", roles: ['otherMember'], status: 'Active', active: false },
    { why: 'the member role in another case', roles: ['LarderMember'], status: 'Active', active: false },
    { why: 'member, Archived', roles: ['larderMember'], status: 'Archived', active: false },
    { why: 'member, Cancelled', roles: ['larderMember'], status: 'Cancelled', active: false },
    { why: 'member, Expired', roles: ['larderMember'], status: 'Expired', active: false },
    { why: 'member, Suspended', roles: ['larderMember'], status: 'Suspended', active: false },
    { why: 'member, status in lower case', roles: ['larderMember'], status: 'active', active: false },
    { why: 'member, no status claim', roles: ['larderMember'], status: undefined, active: false },
  ])('$why → $active', ({ roles, status, active }) => {
    expect(isActiveMember(user(roles, status), 'larder')).toBe(active);
  });

  it('uses the configured product key for the member role', () => {
    expect(isActiveMember(user(['pantryMember'], 'Active'), 'pantry')).toBe(true);
    expect(isActiveMember(user(['larderMember'], 'Active'), 'pantry')).toBe(false);
  });
});
