import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '@/domain/user';
import { actingMember } from '@/session/actingMember';
import type { ImpersonationOverride } from '@/session/impersonationOverride';

const OVERRIDE: ImpersonationOverride = { membershipNumber: 'LM200002', accountId: 'acc-other' };
const user = (roles: string[], own: Partial<SignedInUser> = { membershipNumber: 'LM100001', accountId: 'acc-own' }) => ({
  id: 'auth0|someone',
  roles,
  ...own,
});

describe('actingMember: the impersonation override counts only for roles that may act for members', () => {
  it.each([
    { roles: ['accountManager'], honoured: true },
    { roles: ['developer'], honoured: true },
    { roles: ['larderMember', 'accountManager'], honoured: true },
    { roles: ['larderMember', 'developer'], honoured: true },
    { roles: ['larderMember'], honoured: false },
    { roles: ['larderAdmin'], honoured: false },
    { roles: ['calorAdmin', 'calorClaimsEmployee', 'calorSignupsEmployee'], honoured: false },
    { roles: ['bioPakEmployee', 'nisbetsEmployee'], honoured: false },
    { roles: ['AccountManager', 'Developer'], honoured: false },
    { roles: [], honoured: false },
  ])('roles $roles → override honoured: $honoured', ({ roles, honoured }) => {
    expect(actingMember(user(roles), OVERRIDE)).toEqual(
      honoured
        ? { membershipNumber: 'LM200002', accountId: 'acc-other', isImpersonating: true }
        : { membershipNumber: 'LM100001', accountId: 'acc-own', isImpersonating: false },
    );
  });

  it.each([['accountManager'], ['larderMember']])('without an override, %s acts as themselves', (role) => {
    expect(actingMember(user([role]), null)).toEqual({
      membershipNumber: 'LM100001',
      accountId: 'acc-own',
      isImpersonating: false,
    });
  });

  it('leaves a staff user without a membership number with none', () => {
    expect(actingMember(user(['accountManager'], {}), null)).toEqual({
      membershipNumber: undefined,
      accountId: undefined,
      isImpersonating: false,
    });
  });
});
