import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipErrorPage } from '@/features/errors/pages/MembershipErrorPage';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders, testConfig, userForDemoAccount, type RenderOptions } from '../support/renderWithProviders';
import { expectErrorPageFrame, expectLink, expectNoLink } from './errorPageExpectations';

setupSimulator();

const CONTACT_US = testConfig().links.contactUs!;
const CONTACT_TEXT = 'Click the link below to contact us and restart your membership';
const PHONE_RENEWAL_WAIT = /renewed by phone, please wait a few minutes .* log out and log in again/;

function renderMembershipErrorPage(options: RenderOptions) {
  return renderWithProviders(
    <MemberSessionProvider>
      <MembershipErrorPage />
    </MemberSessionProvider>,
    { path: '/errors/Membership', ...options },
  );
}

/** The lapsed pages show a spinner until the membership details decide what to offer. */
async function lapsedPageLoaded() {
  // Generous: the first test in a file is slow (cold modules, the first signed access token).
  await screen.findByRole('link', { name: /Renew Membership|Contact Us/ });
}

describe('the membership error page for Archived, Cancelled and Expired accounts (spec §8)', () => {
  it.each([
    { account: 'status-archived', status: 'Archived' },
    { account: 'status-cancelled', status: 'Cancelled' },
    { account: 'status-expired-other', status: 'Expired' },
  ])('$status without the renewal offer: contact us to restart the membership', async ({ account, status }) => {
    renderMembershipErrorPage({ account });
    await lapsedPageLoaded();

    expectErrorPageFrame(`Membership ${status}.`);
    expect(screen.getByRole('heading', { level: 2, name: `Oops! Your account is currently ${status}.` })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXT)).toBeInTheDocument();
    expectLink('Contact Us', CONTACT_US);
    expectNoLink('Renew Membership');
    expect(document.title).toBe(`Membership ${status}. | Larder`);
  });

  it('shows a spinner while the membership details load', async () => {
    renderMembershipErrorPage({ account: 'status-expired-card' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your membership…');
    expectNoLink(/Renew Membership|Contact Us/);
    await lapsedPageLoaded();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Renew Membership to a caterer paying by card who owes nothing', async () => {
    renderMembershipErrorPage({ account: 'status-expired-card' });
    await lapsedPageLoaded();

    expectErrorPageFrame('Membership Expired.');
    expectLink('Renew Membership', '/myaccount/renew');
    expectNoLink('Contact Us');
    expect(screen.queryByText(CONTACT_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(PHONE_RENEWAL_WAIT)).not.toBeInTheDocument();
  });

  it('adds the wait-and-log-in-again text when the latest membership is already Current', async () => {
    renderMembershipErrorPage({ account: 'status-expired-current' });
    await lapsedPageLoaded();

    expectLink('Renew Membership', '/myaccount/renew');
    expect(screen.getByText(PHONE_RENEWAL_WAIT)).toBeInTheDocument();
  });

  it('offers no renewal to a member who is not a caterer', async () => {
    renderMembershipErrorPage({ user: { ...userForDemoAccount('status-expired-card'), memberType: 'Supplier' } });
    await lapsedPageLoaded();

    expectNoLink('Renew Membership');
    expectLink('Contact Us', CONTACT_US);
  });

  it('offers no renewal when the membership details are not loaded (renewal check refused)', async () => {
    renderMembershipErrorPage({ account: 'status-expired-cannot-renew' });
    await lapsedPageLoaded();

    expectNoLink('Renew Membership');
    expect(screen.getByText(CONTACT_TEXT)).toBeInTheDocument();
  });
});

describe('the membership error page for a Suspended account (spec §8)', () => {
  it('explains an overdue payment may be why, with Go to Payments Page and Logout', () => {
    renderMembershipErrorPage({ account: 'status-suspended' });

    expectErrorPageFrame("Oops! You don't currently have permission to view this page.");
    expect(screen.getByText(/suspended due to an overdue payment/)).toBeInTheDocument();
    expectLink('Go to Payments Page', '/myaccount/payments');
    expectNoLink(/Renew Membership|Contact Us/);
  });

  it('adds the amount owed to the spec’s text, once the account is read', async () => {
    renderMembershipErrorPage({ account: 'status-suspended' });
    expect(await screen.findByText('You owe £250, all of it overdue.')).toBeInTheDocument();
    expect(screen.getByText(/suspended due to an overdue payment/)).toBeInTheDocument();
  });
});

describe('the membership error page as the documents permissionsRedirect (spec §4)', () => {
  it.each(['member-no-company-documents', 'status-renew-soon'])(
    '%s: their membership does not include this area; contact the account manager',
    (account) => {
      renderMembershipErrorPage({ account });

      expectErrorPageFrame('Not included in your membership');
      expect(screen.getByText(/does not include this area/)).toHaveTextContent(/contact your account manager/);
      expectLink('Contact us', CONTACT_US);
      expectLink('Home', '/');
      expect(screen.queryByText(/Oops! Your account is currently/)).not.toBeInTheDocument();
    },
  );
});
