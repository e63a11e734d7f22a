import { Component, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeveloperTestPage } from '@/features/developer/diagnostics/DeveloperTestPage';
import { RENDER_ERROR_MESSAGE } from '@/features/developer/diagnostics/RenderCrashButton';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

setupSimulator();

const CARD_PAYMENT_KEY = 'pk_live_do-not-show-7f3a';
const SEARCH_API_KEY = 'search-key-do-not-show-91c2';

/** Stands in for the portal's error boundary: shows what it caught. */
class CatchingBoundary extends Component<{ children: ReactNode }, { caught?: Error }> {
  state: { caught?: Error } = {};
  static getDerivedStateFromError(caught: Error) {
    return { caught };
  }
  render() {
    return this.state.caught ? <p>Boundary caught: {this.state.caught.message}</p> : this.props.children;
  }
}

function renderTestPage(options: RenderOptions) {
  return renderWithProviders(
    <CatchingBoundary>
      <MemberSessionProvider>
        <DeveloperTestPage />
      </MemberSessionProvider>
    </CatchingBoundary>,
    { path: '/test', ...options },
  );
}

/** The value shown for a setting, claim or state (a <dt> and its <dd>). */
function shownValue(name: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === name);
  if (!term) throw new Error(`No diagnostics row named ${name}`);
  return term.nextElementSibling?.textContent;
}

describe('the developer test page', () => {
  it('shows the configuration in force but never the card payment or search-analytics keys', () => {
    renderTestPage({
      account: 'developer',
      config: { cardPaymentKey: CARD_PAYMENT_KEY, searchAnalytics: { appId: 'search-app-42', apiKey: SEARCH_API_KEY } },
    });

    expect(shownValue('apiUrl')).toBe(import.meta.env.VITE_API_URL);
    expect(shownValue('auth0.clientId')).toBe(import.meta.env.VITE_AUTH0_CLIENT_ID);
    expect(shownValue('maintenanceMode')).toBe('false');
    expect(shownValue('searchAnalytics.appId')).toBe('search-app-42');
    expect(shownValue('cardPaymentKey')).toBe('(set)');
    expect(shownValue('searchAnalytics.apiKey')).toBe('(set)');
    expect(document.body.textContent).not.toContain(CARD_PAYMENT_KEY);
    expect(document.body.textContent).not.toContain(SEARCH_API_KEY);
  });

  it('says "(not set)" for secrets that are not configured', () => {
    renderTestPage({ account: 'developer', config: { cardPaymentKey: undefined } });
    expect(shownValue('cardPaymentKey')).toBe('(not set)');
  });

  it("shows the signed-in member's claims and permissions", async () => {
    const member = demoAccount('member-no-wallet');
    renderTestPage({ account: member.key });

    expect(shownValue('signed in')).toBe('true');
    expect(shownValue('email')).toBe(member.email);
    expect(shownValue('roles')).toBe('larderMember');
    expect(shownValue('membershipNumber')).toBe(member.membershipNumber);
    expect(shownValue('accountStatus')).toBe('Active');
    expect(shownValue('memberType')).toBe('Caterer');
    await waitFor(() => expect(shownValue('load state')).toBe('ready'));
    expect(shownValue('wallet')).toBe('NoAccess');
    expect(shownValue('training')).toBe('FullAccess');
    expect(shownValue('impersonating')).toBe('false');
  });

  it('shows whom an account manager is acting for', () => {
    const member = demoAccount('member-active');
    renderTestPage({
      account: 'account-manager',
      override: { membershipNumber: member.membershipNumber!, accountId: member.accountId! },
    });

    expect(shownValue('membershipNumber')).toBe('(not set)');
    expect(shownValue('impersonating')).toBe('true');
    expect(shownValue('acting membership number')).toBe(member.membershipNumber);
    expect(shownValue('acting account id')).toBe(member.accountId);
  });

  it('Throw a render error throws while rendering, for the error boundary to catch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { userEvent } = renderTestPage({ account: 'developer' });

    await userEvent.click(screen.getByRole('button', { name: 'Throw a render error' }));
    expect(screen.getByText(`Boundary caught: ${RENDER_ERROR_MESSAGE}`)).toBeInTheDocument();
  });

  it('leaves the page title (h1) to the layout', () => {
    renderTestPage({ account: 'developer' });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });
});
