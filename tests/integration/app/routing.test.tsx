import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { memberQueryKey } from '@/api/query-keys';
import { buildRouteTable } from '@/router/routeTable';
import { markBackFromSignIn } from '@/auth/signInAgain';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../support/renderPortal';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();
const MEMBER_NEW = { membershipNumber: 'LM100002', accountId: '00000000-0000-4000-8000-000000000002' };

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the guard chain, through the routed portal', () => {
  it('signed out: asks the identity provider to sign in, returning to the path and query asked for', async () => {
    const { auth } = renderPortal('/myaccount/details?tab=x');
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/myaccount/details?tab=x'));
  });

  it('unknown paths show the 404 page', async () => {
    renderPortal('/no/such/page', { account: 'member-active' });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('a member on a staff page lands on the 401 page', async () => {
    const { location } = renderPortal('/calor/claims/audit', { account: 'member-active' });
    expect(await screen.findByText('401')).toBeInTheDocument();
    expect(location()).toBe('/errors/401');
  });

  it('a member without tradingUnits gets the bad-permissions page on /unit-premises', async () => {
    const { location } = renderPortal('/unit-premises', { account: 'member-no-trading-units' });
    await heading("Oops! You aren't authorised.");
    expect(location()).toBe('/error/bad-permissions');
  });

  it('a member without companyDocuments goes to the membership page from documents (its permissionsRedirect)', async () => {
    const { location } = renderPortal('/documents/company', { account: 'member-no-company-documents' });
    await waitFor(() => expect(location()).toBe('/errors/Membership'));
  });

  it('a suspended member is sent to the membership page from /training/courses but reaches /myaccount/payments', async () => {
    const first = renderPortal('/training/courses', { account: 'status-suspended' });
    await heading("Oops! You don't currently have permission to view this page.");
    expect(first.location()).toBe('/errors/Membership');
    first.unmount();

    const second = renderPortal('/myaccount/payments', { account: 'status-suspended' });
    await heading('Payments & Invoices');
    expect(second.location()).toBe('/myaccount/payments');
  });

  it('with maintenance mode on, a member lands on /maintenance and a developer does not', async () => {
    const member = renderPortal('/dashboard/home', { account: 'member-active', config: { maintenanceMode: true } });
    await waitFor(() => expect(member.location()).toBe('/maintenance'));
    member.unmount();

    const developer = renderPortal('/dashboard/home', { account: 'developer', config: { maintenanceMode: true } });
    await heading('Dashboard');
    expect(developer.location()).toBe('/dashboard/home');
  });

  it('a page whose screen is not built yet says so inside the layout', async () => {
    // A row without its screen, whichever pages happen to be built by now.
    const table = buildRouteTable('larder').map((route) => (route.id === 'wallet' ? { ...route, screen: undefined } : route));
    renderPortal('/wallet', { account: 'member-active', table });
    await heading('Wallet');
    expect(await screen.findByRole('heading', { name: 'This page is not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('a failed start-up load sends the member to the server-error page', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => serverFailure()));
    const { location } = renderPortal('/dashboard/home', { account: 'member-active' });
    await waitFor(() => expect(location()).toBe('/error/500'));
  });

  it('a failed permissions load sends the member to an error page, even on a page that needs no permission', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/permissions`, () => serverFailure()));
    const { location } = renderPortal('/training/courses', { account: 'member-active' });
    await waitFor(() => expect(location()).toBe('/error/500'));
  });

  it('a render error shows the unknown-error page instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the boundary log the thrown error
    const { userEvent } = renderPortal('/test', { account: 'developer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Throw a render error' }));
    expect(await screen.findByRole('heading', { name: 'Oops! There was an unexpected error.' })).toBeInTheDocument();
  });

  it('a session the SDK can no longer renew sends the person to sign in, not to an error page, and is not retried', async () => {
    const failure = Object.assign(new Error('Missing Refresh Token'), { error: 'missing_refresh_token' });
    const getAccessToken = vi.fn(() => Promise.reject(failure));
    const { auth, location } = renderPortal('/dashboard/home?x=1', { account: 'member-active', auth: { getAccessToken } });
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/dashboard/home?x=1'));
    expect(await screen.findByText('Signing you in again…')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/home?x=1');
    // Three start-up calls, each asked once: none retried.
    expect(getAccessToken).toHaveBeenCalledTimes(3);
  });

  it('an API that still refuses right after signing in again lands on the login-issue page, not in a sign-in loop', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/permissions`, () => refusal(401, 'unauthenticated', 'Bad audience')));
    const first = renderPortal('/dashboard/home', { account: 'member-active' });
    await waitFor(() => expect(first.auth.login).toHaveBeenCalledExactlyOnceWith('/dashboard/home'));
    first.unmount();

    markBackFromSignIn(new Date()); // what the sign-in callback records on the way back
    const back = renderPortal('/dashboard/home', { account: 'member-active' });
    await waitFor(() => expect(back.location()).toBe('/error/loginissue'));
    expect(back.auth.login).not.toHaveBeenCalled();
    expect(await screen.findByText(/We signed you in, but the members' service did not accept it/)).toBeInTheDocument();
    expect(screen.getAllByText(`GET ${new URL(API_URL).pathname}/members/LM100001/permissions`)).toHaveLength(2); // refused before and after
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/account/logout');
  });

  it('a crashing screen fails inside the layout: the menu is still there and still works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { userEvent, location } = renderPortal('/test', { account: 'developer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Throw a render error' }));
    expect(await screen.findByRole('heading', { name: 'Oops! There was an unexpected error.' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Developer Diagnostics' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Icons' }));
    await waitFor(() => expect(location()).toBe('/icons'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! There was an unexpected error.' })).not.toBeInTheDocument();
  });

  it('a screen whose chunk fails to load shows the unknown-error page inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = buildRouteTable('larder').map((route) =>
      route.id === 'icons' ? { ...route, screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } : route,
    );
    renderPortal('/icons', { account: 'developer', table });
    expect(await screen.findByRole('heading', { name: 'Oops! There was an unexpected error.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
  });

  it('a refused renewal check shows the renewal screen in place of the page', async () => {
    renderPortal('/dashboard/home', { account: 'status-expired-cannot-renew' });
    expect(await screen.findByRole('heading', { name: 'Renew your membership' })).toBeInTheDocument();
    expect(screen.getByText(/Outstanding balance/)).toBeInTheDocument();
  });

  it('records a page view for the route', async () => {
    const { analytics } = renderPortal('/training/courses', { account: 'member-active' });
    await heading('Courses');
    await waitFor(() => expect(analytics.pageViews).toEqual(['/training/courses']));
  });
});

describe('acting for a member (spec §2 member-route)', () => {
  it('an account manager opening /{membershipNumber}/dashboard/home lands on /dashboard/home with the override set and the banner shown', async () => {
    const { location, userEvent } = renderPortal('/LM100002/dashboard/home', { account: 'account-manager' });
    await heading('Dashboard');
    expect(location()).toBe('/dashboard/home');
    expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBe('LM100002');
    expect(localStorage.getItem(STORAGE_KEYS.accountIdOverride)).toBe(MEMBER_NEW.accountId);
    expect(simulator.requestsTo('GET', '/members/LM100002/details/account-id')).toHaveLength(1);

    const banner = screen.getByRole('region', { name: 'Acting for a member' });
    expect(within(banner).getByText('LM100002')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Stop acting for this member' }));
    // Through "/", which clears the override (StarterRedirect), back to the staff home: "/" sends an account
    // manager to the dashboard, where they can choose a member.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBeNull());
    await waitFor(() => expect(location()).toBe('/dashboard/home'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acting for a member' })).not.toBeInTheDocument());
    await heading('Dashboard');
  });

  it("stopping drops every one of the member's queries at once, whatever area they belong to", async () => {
    const { queryClient, userEvent } = renderPortal('/LM100002/dashboard/home', { account: 'account-manager' });
    await heading('Dashboard');
    await waitFor(() => expect(queryClient.getQueryData(memberQueryKey('LM100002', 'details'))).toBeDefined());
    // A query of another area, as a screen would have left it in the cache.
    queryClient.setQueryData(memberQueryKey('LM100002', 'calor', 'claims'), []);
    const banner = screen.getByRole('region', { name: 'Acting for a member' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Stop acting for this member' }));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: memberQueryKey('LM100002') })).toEqual([]));
  });

  it('switching the member in another tab updates the banner and the data here, and drops the first member', async () => {
    const { queryClient } = renderPortal('/dashboard/home', { account: 'account-manager', override: { membershipNumber: 'LM100002', accountId: MEMBER_NEW.accountId } });
    const banner = await screen.findByRole('region', { name: 'Acting for a member' });
    expect(banner).toHaveTextContent('LM100002');
    await waitFor(() => expect(queryClient.getQueryData(memberQueryKey('LM100002', 'details'))).toBeDefined());

    // Another tab starts acting for LM100023: it writes the override, and this tab hears a storage event.
    localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, 'LM100023');
    localStorage.setItem(STORAGE_KEYS.accountIdOverride, '00000000-0000-4000-8000-000000000023');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.membershipNumberOverride }));

    await waitFor(() => expect(screen.getByRole('region', { name: 'Acting for a member' })).toHaveTextContent('LM100023'));
    await waitFor(() => expect(simulator.requestsTo('GET', '/members/LM100023/details')).toHaveLength(1));
    expect(queryClient.getQueryCache().findAll({ queryKey: memberQueryKey('LM100002') })).toEqual([]);
  });

  it('keeps the rest of the path and the query when entering a member route with parameters', async () => {
    const { location } = renderPortal('/LM100002/unit-premises/u-1/details?tab=docs', { account: 'account-manager' });
    await waitFor(() => expect(location()).toBe('/unit-premises/u-1/details?tab=docs'));
  });

  it('a plain member opening the same path gets the 401 page and no override', async () => {
    const { location } = renderPortal('/LM100002/dashboard/home', { account: 'member-active' });
    expect(await screen.findByText('401')).toBeInTheDocument();
    expect(location()).toBe('/errors/401');
    expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBeNull();
  });

  it('a membership number the API does not know shows the not-found page, not a broken override', async () => {
    const { location } = renderPortal('/LM999999/dashboard/home', { account: 'account-manager' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(location()).toBe('/error/404');
    expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBeNull();
  });
});

describe('arriving on a page', () => {
  it('moves focus to the new page\'s heading after a navigation, not on the first page of a visit', async () => {
    const { userEvent, router } = renderPortal('/help/videos', { account: 'member-active' });
    expect(await heading('Help Videos')).not.toHaveFocus();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Courses' }));
    const courses = await heading('Courses');
    await waitFor(() => expect(courses).toHaveFocus());
    expect(router.state.location.pathname).toBe('/training/courses');
  });
});

describe('a list changed twice in quick succession', () => {
  it('keeps the first change: a page followed while a chosen status loads is that status\'s page', async () => {
    // Sixteen more successful payments: the successful ones alone fill two pages of ten.
    const account = simulator.store().account.accounts.get(demoAccount('status-expired-other').membershipNumber!)!;
    const template = account.payments.find((payment) => payment.status === 'Successful')!;
    account.payments.push(...Array.from({ length: 16 }, () => ({ ...template, id: crypto.randomUUID() })));
    // The chosen status's page is held until the page link has been followed.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    simulator.server.use(
      http.get(`${API_URL}/members/:n/payments`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'Successful') await held;
        return undefined;
      }),
    );
    const { userEvent, router } = renderPortal('/myaccount/payments', { account: 'status-expired-other' });
    const history = await screen.findByRole('region', { name: 'Payment history' });
    const pages = await within(history).findByRole('navigation', { name: 'Pages of your payment history, newest first' });
    await userEvent.selectOptions(within(history).getByRole('combobox', { name: 'Status' }), 'Successful');
    // The page waits for its data (the bar across the top), every status still shown with its page links.
    await screen.findByRole('progressbar', { name: 'Loading the page' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    answer();
    await waitFor(() => expect(within(history).getByRole('status')).toHaveTextContent(/^Showing 11 to 20 of /));
    expect(router.state.location.search).toBe('?status=Successful&page=2');
  });
});
