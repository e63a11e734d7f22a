import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { setupSimulator } from '../support/simulator';
import { ACTING_FOR_NEW_MEMBER, API_URL, renderInSession, waitForSession } from './memberScreens';

const simulator = setupSimulator();

function renderDashboard(options: Parameters<typeof renderInSession>[1]) {
  return renderInSession(<DashboardPage />, { path: '/dashboard/home', ...options });
}

/** The summary card's rows as label → value. */
function summaryOf(cardName: string): Record<string, string> {
  const card = screen.getByRole('region', { name: cardName });
  const labels = within(card).getAllByRole('term');
  return Object.fromEntries(labels.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('dashboard: a member', () => {
  it('greets the member by name and summarises their membership', async () => {
    renderDashboard({ account: 'member-active' });
    await waitForSession('ready with details');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Priya Shah' })).toBeInTheDocument();
    expect(summaryOf('Your membership')).toEqual({
      'Membership number': 'LM100001',
      'Account status': 'Active',
      'Company type': 'Limited Company',
      'Registration or charity number': '12345678',
      'VAT registered': 'Yes',
      'Latest membership status': 'Current',
      Balance: '£0',
    });
  });

  it('says plainly what the first-time member has not told us yet', async () => {
    renderDashboard({ account: 'member-new' });
    await waitForSession('ready with details');
    expect(summaryOf('Your membership')).toMatchObject({
      'Company type': 'Business not registered',
      'Registration or charity number': 'Not needed for this company type',
      'VAT registered': 'Not answered',
    });
  });

  it.each([
    [1250.5, '£1,250.50'],
    [20, '£20'],
    [null, 'Not recorded'],
  ])('shows a balance of %s as %s', async (balance, shown) => {
    simulator.server.use(
      http.get(`${API_URL}/members/LM100001/details`, () =>
        HttpResponse.json({ ...simulator.store().members.get('LM100001')!.details, balance }),
      ),
    );
    renderDashboard({ account: 'member-active' });
    await waitForSession('ready with details');
    expect(summaryOf('Your membership').Balance).toBe(shown);
  });

  it('says so when the membership details are not available', async () => {
    // The renewal check refused, so the details were never loaded.
    renderDashboard({ account: 'status-expired-cannot-renew' });
    await waitForSession('renewal');
    const card = screen.getByRole('region', { name: 'Your membership' });
    expect(card).toHaveTextContent('the membership details are not available at the moment');
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
  });
});

describe('dashboard: staff acting for a member', () => {
  it("summarises the member's membership, without the staff member's own account status", async () => {
    renderDashboard({ account: 'account-manager', override: ACTING_FOR_NEW_MEMBER });
    await waitForSession('ready with details');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Account manager' })).toBeInTheDocument();
    expect(screen.getByText("You are looking at member LM100002's dashboard.")).toBeInTheDocument();
    const summary = summaryOf('Membership summary');
    expect(summary['Membership number']).toBe('LM100002');
    expect(summary).not.toHaveProperty('Account status');
    expect(screen.queryByRole('region', { name: 'Act for a member' })).not.toBeInTheDocument();
  });
});

describe('dashboard: staff not acting for a member', () => {
  it.each(['account-manager', 'developer'])('offers %s a form to act for a member', async (account) => {
    renderDashboard({ account });
    await waitForSession('ready');
    expect(screen.getByRole('region', { name: 'Act for a member' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your membership' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Please enter a membership number'],
    ['   ', 'Please enter a membership number'],
    ['LM-100002', 'A membership number has only letters and digits'],
    ['../admin', 'A membership number has only letters and digits'],
  ])('refuses %j with "%s"', async (typed, message) => {
    const { userEvent: user, router } = renderDashboard({ account: 'account-manager' });
    await waitForSession('ready');
    const input = screen.getByRole('textbox', { name: 'Membership number' });
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Open their dashboard' }));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });

  it("opens the member's dashboard through the route that sets the override", async () => {
    const { userEvent: user, router } = renderDashboard({ account: 'account-manager' });
    await waitForSession('ready');
    await user.type(screen.getByRole('textbox', { name: 'Membership number' }), ' lm100002 ');
    await user.click(screen.getByRole('button', { name: 'Open their dashboard' }));
    expect(router.state.location.pathname).toBe('/LM100002/dashboard/home');
  });
});

describe('dashboard: someone with no roles', () => {
  it('explains that no membership is attached, with the configured ways to get in touch', async () => {
    const { config } = renderDashboard({ account: 'no-roles' });
    await waitForSession('ready');
    const notice = screen.getByRole('region', { name: 'No membership is linked to your sign-in' });
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
    expect(within(notice).getByRole('link', { name: `Call us on ${config.officePhone}` })).toHaveAttribute(
      'href',
      `tel:${config.officePhone!.replace(/[^\d+]/g, '')}`,
    );
    expect(within(notice).getByRole('link', { name: 'Request a callback' })).toHaveAttribute('href', config.callbackUrl);
    expect(screen.queryByRole('region', { name: 'Act for a member' })).not.toBeInTheDocument();
    expect(simulator.requestsTo('GET', /.*/)).toHaveLength(0);
  });

  it('leaves out contact options that are not configured', async () => {
    renderDashboard({ account: 'no-roles', config: { links: {}, officePhone: undefined, callbackUrl: undefined } });
    await waitForSession('ready');
    const notice = screen.getByRole('region', { name: 'No membership is linked to your sign-in' });
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });
});
