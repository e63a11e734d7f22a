import { describe, expect, it } from 'vitest';
import type { ExternalLinks } from '@/config/config';
import { FULL_ACCESS, NO_PERMISSIONS, PERMISSION_AREAS, type Permissions } from '@/domain/permissions';
import type { SignedInUser } from '@/domain/user';
import { isRouteAllowed } from '@/router/access';
import { breadcrumbsFor, dynamicTrailFor } from '@/router/breadcrumbs';
import { homePath } from '@/router/homePath';
import { buildMenu } from '@/router/menu';
import { buildRouteTable } from '@/router/routeTable';

const table = buildRouteTable('larder');
const ALL = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, FULL_ACCESS])) as Permissions;
const person = (...roles: string[]): SignedInUser => ({ id: `auth0|${roles.join('-')}`, roles });
const NO_LINKS: ExternalLinks = {};

const menuPaths = (user: SignedInUser, permissions: Permissions = ALL, links = NO_LINKS) =>
  buildMenu(table, { user, permissions, links, productKey: 'larder' }).flatMap((section) =>
    section.entries.map((entry) => (entry.kind === 'route' ? entry.to : entry.href)),
  );
const menuSections = (user: SignedInUser) =>
  buildMenu(table, { user, permissions: ALL, links: NO_LINKS, productKey: 'larder' }).map((section) => section.title);

describe('menu built from the route table', () => {
  it('shows a member the member area and rewards, in table order, without hidden or parameterised pages', () => {
    // Read from the route rows, so a new row needs no line here: who may open it is routeAccessMatrix.test.ts's.
    const memberPages = table.filter((route) => (route.group === 'member' || route.group === 'rewards') && isRouteAllowed(route, ['larderMember']));
    const listed = memberPages.filter((route) => !route.flags.includes('no-menu-item') && !route.actsFor && !route.path.includes(':'));
    expect(menuPaths(person('larderMember'))).toEqual(listed.map((route) => route.path));
    // What is left out is there to leave out: pages with no menu item, and pages reached from their parent.
    expect(listed.length).toBeLessThan(memberPages.length);
    expect(memberPages.some((route) => route.path.includes(':'))).toBe(true);
    expect(memberPages.some((route) => route.flags.includes('no-menu-item'))).toBe(true);
  });

  it('leaves out what the member has no permission for', () => {
    const paths = menuPaths(person('larderMember'), { ...ALL, tradingUnits: 'NoAccess', rewards: 'NoAccess' });
    expect(paths).not.toContain('/unit-premises');
    expect(paths).not.toContain('/documents/risk-assessments');
    expect(paths.some((path) => path.startsWith('/rewards/'))).toBe(false);
    expect(paths).toContain('/documents/company');
  });

  it('gives an account manager the member area (not My Gas Engineer) and the units overview', () => {
    const paths = menuPaths(person('accountManager'));
    expect(paths).toContain('/dashboard/home');
    expect(paths).toContain('/unit-premises/overview');
    expect(paths).not.toContain('/my-gas-engineer');
    expect(paths).not.toContain('/calor/periods');
  });

  it('gives programme staff only their own pages', () => {
    expect(menuPaths(person('calorClaimsEmployee'), NO_PERMISSIONS)).toEqual(['/calor/claims']);
    expect(menuPaths(person('bioPakEmployee'), NO_PERMISSIONS)).toEqual(['/biopak/signups']);
    expect(menuPaths(person('larderAdmin'), NO_PERMISSIONS)).toEqual([
      '/unit-premises/overview',
      '/biopak/periods',
      '/biopak/signups',
      '/calor/periods',
      '/calor/signups',
      '/nisbets/periods',
      '/nisbets/signups',
      '/finance/bacs-files-management',
      '/default-documents/food-safety',
    ]);
  });

  it('shows developers work in progress, their tools and the error pages to preview', () => {
    const paths = menuPaths(person('developer'));
    expect(paths).toEqual(expect.arrayContaining(['/rewards/booker/signup', '/booker/periods', '/test', '/icons', '/maintenance', '/error/404', '/errors/Membership']));
    expect(menuSections(person('developer'))).toEqual(expect.arrayContaining(['Developer', 'Error pages']));
    expect(menuSections(person('larderMember'))).not.toContain('Error pages');
  });

  it('lists the configured external links, opening in the same tab, and hides unset ones', () => {
    const links: ExternalLinks = { contactUs: 'https://example.org/contact', memberResources: 'https://example.org/resources', controlPanel: 'https://example.org/cp' };
    const member = buildMenu(table, { user: person('larderMember'), permissions: ALL, links, productKey: 'larder' });
    expect(member.at(-1)).toEqual({
      title: 'Links',
      entries: [
        { kind: 'external', label: 'Member Resources', href: 'https://example.org/resources', icon: 'external' },
        { kind: 'external', label: 'Contact Us', href: 'https://example.org/contact', icon: 'external' },
      ],
    });
    expect(menuPaths(person('accountManager'), ALL, links)).toContain('https://example.org/cp');
  });
});

describe('breadcrumbs from the route table', () => {
  it.each([
    ['/rewards/calor/claim-form', [{ label: 'Rewards', to: '/rewards/home' }, { label: 'Calor' }, { label: 'Claim Form' }]],
    ['/myaccount/payments', [{ label: 'My account' }, { label: 'Payments & Invoices' }]],
    ['/dashboard/home', [{ label: 'Dashboard' }]],
    ['/wallet', [{ label: 'Wallet' }]],
    ['/wallet/schemes/:schemeType', [{ label: 'Wallet', to: '/wallet' }, { label: 'Wallet Scheme Breakdown' }]],
    // The section's parent is the page itself: named once.
    ['/unit-premises', [{ label: 'Units & Premises' }]],
    ['/unit-premises/new', [{ label: 'Units & Premises', to: '/unit-premises' }, { label: 'Create New Unit' }]],
  ])('%s', (path, crumbs) => {
    expect(breadcrumbsFor(table.find((route) => route.path === path)!)).toEqual(crumbs);
  });

  it('links a parent only when the person may open it: staff on Units Overview get "Units & Premises" as text', () => {
    const unitsOverview = table.find((route) => route.path === '/unit-premises/overview')!;
    const mayOpen = (path: string) => path !== '/unit-premises';
    expect(breadcrumbsFor(unitsOverview, undefined, mayOpen)).toEqual([{ label: 'Units & Premises' }, { label: 'Units Overview' }]);
    expect(breadcrumbsFor(unitsOverview)).toEqual([{ label: 'Units & Premises', to: '/unit-premises' }, { label: 'Units Overview' }]);
  });

  it('titles the claim form "Calor Claim Form"', () => {
    expect(table.find((route) => route.path === '/rewards/calor/claim-form')!.title).toBe('Calor Claim Form');
  });
});

describe('home page', () => {
  it.each([
    [person('larderMember'), '/dashboard/home'],
    [person('accountManager'), '/dashboard/home'],
    [person('developer'), '/dashboard/home'],
    [person(), '/dashboard/home'],
    [person('calorClaimsEmployee'), '/calor/claims'],
    [person('larderAdmin'), '/unit-premises/overview'],
    [person('calorAdmin'), '/calor/claims/audit'],
  ])('%j starts at %s', (user, path) => {
    expect(homePath(table, user, NO_PERMISSIONS)).toBe(path);
  });
});

describe('dynamic child pages (a row\'s dynamicChildren), named by their screen', () => {
  const unitDetails = table.find((route) => route.id === 'unitDetails')!;
  const params = { unitId: '0a1b2c3d-0000-4000-8000-000000000001' };
  const trail = dynamicTrailFor(table, unitDetails, params, 'The Larder Café');

  it('has no trail until the screen names the page, nor for a page that is nobody\'s dynamic child', () => {
    expect(dynamicTrailFor(table, unitDetails, params, undefined)).toBeUndefined();
    expect(dynamicTrailFor(table, table.find((route) => route.id === 'newUnit')!, {}, 'Anything')).toBeUndefined();
  });

  it('puts the page under its parent row and the name, in the breadcrumb', () => {
    expect(breadcrumbsFor(unitDetails, trail)).toEqual([
      { label: 'Units & Premises', to: '/unit-premises' },
      { label: 'The Larder Café', to: '/unit-premises/0a1b2c3d-0000-4000-8000-000000000001/details' },
      { label: 'Unit Details' },
    ]);
    expect(breadcrumbsFor(unitDetails)).toEqual([{ label: 'Units & Premises', to: '/unit-premises' }, { label: 'Unit Details' }]);
  });

  it('lists the named pages under their parent in the menu, only while one of them is on screen', () => {
    const entries = (dynamicTrail?: typeof trail) =>
      buildMenu(table, { user: person('larderMember'), permissions: ALL, links: NO_LINKS, productKey: 'larder', dynamicTrail })
        .find((section) => section.title === 'Units & premises')!
        .entries.map((entry) => (entry.kind === 'route' ? [entry.label, entry.to, Boolean(entry.nested)] : []));
    expect(entries(trail)).toEqual([
      ['Units & Premises', '/unit-premises', false],
      ['The Larder Café: Unit Details', '/unit-premises/0a1b2c3d-0000-4000-8000-000000000001/details', true],
      ['The Larder Café: Unit Documents', '/unit-premises/0a1b2c3d-0000-4000-8000-000000000001/documents', true],
      ['Create New Unit', '/unit-premises/new', false],
    ]);
    expect(entries(undefined)).toEqual([
      ['Units & Premises', '/unit-premises', false],
      ['Create New Unit', '/unit-premises/new', false],
    ]);
  });
});
