import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessContext } from '@/router/access';
import { buildRouteTable } from '@/router/routeTable';
import { FULL_ACCESS, NO_PERMISSIONS, PERMISSION_AREAS, type Permissions } from '@/domain/permissions';
import { UNKNOWN_USER, type SignedInUser } from '@/domain/user';

const table = buildRouteTable('larder');
const route = (path: string) => {
  const found = table.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route ${path}`);
  return found;
};

const ALL_PERMISSIONS = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, FULL_ACCESS])) as Permissions;
const without = (area: keyof Permissions): Permissions => ({ ...ALL_PERMISSIONS, [area]: 'NoAccess' });

const person = (roles: string[], accountStatus?: string): SignedInUser => ({
  id: `auth0|${roles.join('-') || 'none'}`,
  roles,
  accountStatus,
  membershipNumber: roles.includes('larderMember') ? 'LM100001' : undefined,
});
const member = (status = 'Active') => person(['larderMember'], status);

function context(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    user: member(),
    isAuthenticated: true,
    permissions: ALL_PERMISSIONS,
    maintenanceMode: false,
    productKey: 'larder',
    ...overrides,
  };
}

describe('maintenance mode (spec §4)', () => {
  it.each([
    ['a member on the dashboard', '/dashboard/home', member(), true, { kind: 'redirect', to: '/maintenance', guard: 'maintenance' }],
    ['a signed-out visitor on the dashboard', '/dashboard/home', UNKNOWN_USER, false, { kind: 'redirect', to: '/maintenance', guard: 'maintenance' }],
    ['an account manager on an error page', '/error/404', person(['accountManager']), true, { kind: 'redirect', to: '/maintenance', guard: 'maintenance' }],
    ['a member on /maintenance', '/maintenance', member(), true, { kind: 'allow' }],
    ['a signed-out visitor on /maintenance', '/maintenance', UNKNOWN_USER, false, { kind: 'allow' }],
    ['a developer on the dashboard', '/dashboard/home', person(['developer']), true, { kind: 'allow' }],
  ])('while on: %s', (_, path, user, isAuthenticated, expected) => {
    expect(decideAccess(route(path), context({ maintenanceMode: true, user, isAuthenticated }))).toEqual(expected);
  });

  it.each([
    ['a member', member(), { kind: 'redirect', to: '/errors/401', guard: 'route-access' }],
    ['a developer', person(['developer']), { kind: 'allow' }],
  ])('while off, /maintenance is for developers only: %s', (_, user, expected) => {
    expect(decideAccess(route('/maintenance'), context({ user }))).toEqual(expected);
  });
});

describe('sign-in (spec §4 "Login")', () => {
  it.each([
    ['/dashboard/home', { kind: 'sign-in' }],
    ['/myaccount/details', { kind: 'sign-in' }],
    ['/error/404', { kind: 'sign-in' }],
    ['/redirect', { kind: 'allow' }],
    ['/account/logout', { kind: 'allow' }],
    ['/error/loginissue', { kind: 'allow' }],
  ])('a signed-out visitor to %s', (path, expected) => {
    expect(decideAccess(route(path), context({ user: UNKNOWN_USER, isAuthenticated: false, permissions: NO_PERMISSIONS }))).toEqual(expected);
  });
});

describe('account status gating (spec §4)', () => {
  const toMembershipPage = { kind: 'redirect', to: '/errors/Membership', guard: 'account-status' };
  it.each([
    ['Active', '/training/courses', { kind: 'allow' }],
    ['Renew Soon', '/training/courses', { kind: 'allow' }],
    ['Archived', '/training/courses', toMembershipPage],
    ['Cancelled', '/training/courses', toMembershipPage],
    ['Expired', '/rewards/calor/claims', toMembershipPage],
    ['Suspended', '/training/courses', toMembershipPage],
    ['Suspended', '/myaccount/payments', { kind: 'allow' }],
    ['Suspended', '/myaccount/renew', { kind: 'allow' }],
    ['Suspended', '/account/logout', { kind: 'allow' }],
    ['Suspended', '/dashboard/home', { kind: 'allow' }],
    ['Suspended', '/errors/Membership', { kind: 'allow' }],
    ['Expired', '/error/500', { kind: 'allow' }],
    ['Expired', '/myaccount/details', toMembershipPage],
  ])('a %s member on %s', (status, path, expected) => {
    expect(decideAccess(route(path), context({ user: member(status) }))).toEqual(expected);
  });

  it('a member with no status claim counts as not accepted', () => {
    expect(decideAccess(route('/training/courses'), context({ user: person(['larderMember']) }))).toEqual(toMembershipPage);
  });

  it.each([['accountManager'], ['developer'], ['larderAdmin']])('staff (%s) have no status and are not gated', (role) => {
    const decision = decideAccess(route('/dashboard/home'), context({ user: person([role]) }));
    expect(decision.kind === 'redirect' && decision.guard === 'account-status').toBe(false);
  });
});

describe('permissions (spec §4, §6): only FullAccess grants', () => {
  it.each([
    ['/unit-premises', without('tradingUnits'), '/error/bad-permissions'],
    ['/unit-premises/new', without('tradingUnits'), '/error/bad-permissions'],
    ['/documents/risk-assessments', without('tradingUnits'), '/errors/Membership'],
    ['/documents/company', without('companyDocuments'), '/errors/Membership'],
    ['/documents/company/coshh', without('companyDocuments'), '/errors/Membership'],
    ['/training/trainees', without('training'), '/error/bad-permissions'],
    ['/wallet', without('wallet'), '/error/bad-permissions'],
    ['/wallet/schemes/:schemeType', without('wallet'), '/error/bad-permissions'],
    ['/rewards/home', without('rewards'), '/error/bad-permissions'],
    ['/rewards/calor/claim-form', without('rewards'), '/error/bad-permissions'],
    ['/rewards/calor/claim-form', { ...ALL_PERMISSIONS, rewards: 'ReadOnly' }, '/error/bad-permissions'],
  ])('%s without the permission goes to %s', (path, permissions, to) => {
    expect(decideAccess(route(path), context({ permissions }))).toEqual({ kind: 'redirect', to, guard: 'permissions' });
  });

  it.each([['/unit-premises'], ['/documents/company'], ['/training/trainees'], ['/wallet'], ['/rewards/home']])(
    '%s with FullAccess is allowed',
    (path) => {
      expect(decideAccess(route(path), context())).toEqual({ kind: 'allow' });
    },
  );

  it.each([['/training/courses'], ['/myaccount/details'], ['/help/videos']])('%s needs no permission', (path) => {
    expect(decideAccess(route(path), context({ permissions: NO_PERMISSIONS }))).toEqual({ kind: 'allow' });
  });

  it('route access is decided before permissions: a denied role sees 401, not bad permissions', () => {
    expect(decideAccess(route('/unit-premises'), context({ user: person(['bioPakEmployee']), permissions: NO_PERMISSIONS }))).toEqual({
      kind: 'redirect',
      to: '/errors/401',
      guard: 'route-access',
    });
  });
});

describe('route flags (spec §2, §5)', () => {
  it.each([
    ['work-in-progress is for developers only, whatever the roles', '/rewards/booker/signup', member(), { kind: 'redirect', to: '/errors/401', guard: 'route-access' }],
    ['work-in-progress opens for developers', '/booker/periods', person(['developer']), { kind: 'allow' }],
    ['member-renew lets a person with no roles in', '/myaccount/renew', person([]), { kind: 'allow' }],
    ['people with no roles are denied other routes', '/myaccount/details', person([]), { kind: 'redirect', to: '/errors/401', guard: 'route-access' }],
    ['routes with no roles are open to people with no roles', '/error/contactus', person([]), { kind: 'allow' }],
  ])('%s', (_, path, user, expected) => {
    expect(decideAccess(route(path), context({ user }))).toEqual(expected);
  });
});
