import { describe, expect, it } from 'vitest';
import { userFromClaims } from '@/auth/userFromClaims';
import { isUnknownUser, UNKNOWN_USER } from '@/domain/user';

const NS = 'https://larder.example/';
const larder = { namespace: NS, productKey: 'larder' };

const namespaced = (claims: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(claims).map(([name, value]) => [`${NS}${name}`, value]));

const MEMBER_CLAIMS = {
  roles: ['larderMember', 'calorSignupsEmployee'],
  membershipNumber: 'LM100001',
  accountId: 'acc-1',
  larderAccountStatus: 'Active',
  email: 'ann@example.org',
  memberType: 'Caterer',
};

describe('userFromClaims: the signed-in user from ID-token claims (DESIGN.md §3)', () => {
  it('reads the namespaced claims', () => {
    const user = userFromClaims({ sub: 'auth0|ann', name: 'Ann Baker', ...namespaced(MEMBER_CLAIMS) }, larder);
    expect(user).toEqual({
      id: 'auth0|ann',
      name: 'Ann Baker',
      email: 'ann@example.org',
      roles: ['larderMember', 'calorSignupsEmployee'],
      membershipNumber: 'LM100001',
      accountId: 'acc-1',
      accountStatus: 'Active',
      memberType: 'Caterer',
    });
  });

  it('reads un-namespaced claims when no namespace is configured', () => {
    const user = userFromClaims({ sub: 'auth0|ann', ...MEMBER_CLAIMS }, { namespace: '', productKey: 'larder' });
    expect(user).toMatchObject({
      roles: ['larderMember', 'calorSignupsEmployee'],
      membershipNumber: 'LM100001',
      accountId: 'acc-1',
      accountStatus: 'Active',
      email: 'ann@example.org',
      memberType: 'Caterer',
    });
  });

  it('falls back to the plain claim (e.g. the standard email) when the namespaced one is absent', () => {
    const user = userFromClaims({ sub: 's', email: 'plain@example.org', [`${NS}roles`]: ['larderMember'] }, larder);
    expect(user.email).toBe('plain@example.org');
    expect(user.roles).toEqual(['larderMember']);
  });

  it('prefers the namespaced claim over a plain claim of the same name', () => {
    const user = userFromClaims(
      { sub: 's', membershipNumber: 'PLAIN', [`${NS}membershipNumber`]: 'NAMESPACED' },
      larder,
    );
    expect(user.membershipNumber).toBe('NAMESPACED');
  });

  it('reads the account status from the configured product key', () => {
    const claims = { sub: 's', [`${NS}caterAccountStatus`]: 'Suspended', [`${NS}larderAccountStatus`]: 'Active' };
    expect(userFromClaims(claims, { namespace: NS, productKey: 'cater' }).accountStatus).toBe('Suspended');
    expect(userFromClaims(claims, larder).accountStatus).toBe('Active');
    expect(userFromClaims({ sub: 's' }, larder).accountStatus).toBeUndefined();
  });

  it.each([
    { roles: ['a', 1, null, 'b', { role: 'c' }, ['d']], expected: ['a', 'b'] },
    { roles: 'larderMember', expected: [] },
    { roles: undefined, expected: [] },
    { roles: null, expected: [] },
    { roles: [], expected: [] },
  ])('keeps only the string roles of $roles', ({ roles, expected }) => {
    expect(userFromClaims({ sub: 's', [`${NS}roles`]: roles }, larder).roles).toEqual(expected);
  });

  it.each([
    { why: 'no claims', claims: undefined },
    { why: 'no sub', claims: namespaced(MEMBER_CLAIMS) },
    { why: 'an empty sub', claims: { sub: '', ...namespaced(MEMBER_CLAIMS) } },
    { why: 'a blank sub', claims: { sub: '  ', ...namespaced(MEMBER_CLAIMS) } },
    { why: 'a numeric sub', claims: { sub: 42, ...namespaced(MEMBER_CLAIMS) } },
  ])('is the placeholder "unknown" for $why', ({ claims }) => {
    const user = userFromClaims(claims, larder);
    expect(user).toBe(UNKNOWN_USER);
    expect(user.id).toBe('unknown');
    expect(isUnknownUser(user)).toBe(true);
    expect(user.roles).toEqual([]);
  });

  it.each([
    { claim: 'membershipNumber', value: '' },
    { claim: 'membershipNumber', value: 12345 },
    { claim: 'accountId', value: '   ' },
    { claim: 'email', value: null },
    { claim: 'memberType', value: ['Caterer'] },
  ])('leaves $claim unset for $value', ({ claim, value }) => {
    const user = userFromClaims({ sub: 's', [`${NS}${claim}`]: value }, larder);
    expect(user[claim as keyof typeof user]).toBeUndefined();
  });

  it('is not the placeholder for a signed-in staff user without a membership number', () => {
    const user = userFromClaims({ sub: 'auth0|staff', [`${NS}roles`]: ['accountManager'] }, larder);
    expect(isUnknownUser(user)).toBe(false);
    expect(user.membershipNumber).toBeUndefined();
    expect(user.roles).toEqual(['accountManager']);
  });
});
