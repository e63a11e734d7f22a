import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { setupSimulator } from '../support/simulator';
import { fakeAuth, renderWithProviders, userForDemoAccount, type RenderOptions } from '../support/renderWithProviders';
import { CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
import { gatewayFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

/** The claim form for the active member, its information already dismissed for good unless asked. */
async function renderClaimForm({ showInformation, ...options }: RenderOptions & { showInformation?: boolean } = {}) {
  if (!showInformation) dismissClaimInformationForGood();
  const rendered = renderWithProviders(<ClaimFormPage />, { account: 'member-active', path: CLAIM_FORM_PATH, ...options });
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

const simulator = setupSimulator();

const FIVE_POINTS = [
  /direct account holders do not need to make claims: their purchases are recorded automatically/,
  /Receipts must be uploaded within 3 months of purchase/,
  /only claim once you have signed up to the deal\. Purchases made before you signed up cannot be claimed/,
  /one claim form per receipt\. Each claim is then checked and approved/,
  /If a claim is rejected, you can edit it and send it again: choose 'Resubmit' on the rejected claim/,
];

describe('the information modal (spec §2)', () => {
  it('opens with the five points, and Close dismisses it for this visit only', async () => {
    const { userEvent: user, unmount } = await renderClaimForm({ showInformation: true });
    const dialog = await screen.findByRole('dialog', { name: 'Before you make a claim' });
    const points = within(dialog).getAllByRole('listitem');
    expect(points).toHaveLength(5);
    FIVE_POINTS.forEach((point, index) => expect(points[index]).toHaveTextContent(point));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    await renderClaimForm({ showInformation: true });
    expect(await screen.findByRole('dialog', { name: 'Before you make a claim' })).toBeInTheDocument();
  });

  it("stays away once 'Don't show again' is chosen", async () => {
    const { userEvent: user, unmount } = await renderClaimForm({ showInformation: true });
    await user.click(await screen.findByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.calorClaimInfoDontShowAgain)).toBe('true');
    unmount();

    await renderClaimForm({ showInformation: true });
    // It would open in the frame after the page's first: that frame has come and gone.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('who sees the form (spec §2/§6)', () => {
  it('shows the five step cards to a member with an Approved account', async () => {
    await renderClaimForm();
    const steps = screen.getAllByRole('group', { name: /^Step \d of 5/ });
    expect(steps).toEqual(
      [
      'Step 1 of 5: Retailer and VAT details',
      'Step 2 of 5: Purchase date',
      'Step 3 of 5: Purchase details',
      'Step 4 of 5: Receipt',
      'Step 5 of 5: Declaration',
      ].map((name) => screen.getByRole('group', { name })),
    );
    expect(screen.getByText(/Anyone found to have made a false claim will be taken off the scheme/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Claim period \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    { account: 'member-calor-none', awaiting: false },
    { account: 'member-calor-pending', awaiting: true },
  ])("says 'Sorry' with a Sign up button to $account, after the information modal that says how", async ({ account, awaiting }) => {
    const { userEvent: user } = renderWithProviders(<ClaimFormPage />, { account, path: CLAIM_FORM_PATH });
    // Spec §2: the information modal opens whatever the member's standing, pointing to the sign-up.
    const information = await screen.findByRole('dialog', { name: 'Before you make a claim' });
    expect(within(information).getByRole('link', { name: 'Sign up to the Calor cashback deal' })).toHaveAttribute('href', '/rewards/calor/signup');
    await user.click(within(information).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sorry' })).toBeInTheDocument();
    expect(screen.getByText(/You can't make a claim yet/)).toBeInTheDocument();
    expect(screen.queryByText(/waiting for approval/) !== null).toBe(awaiting);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/rewards/calor/signup');
    expect(screen.queryByRole('button', { name: 'Submit claim' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a spinner, then the page for an unexpected failure (spec §2 failed-load redirects)', async () => {
    simulator.server.use(http.get(`${API_URL}/offers/members/:membershipNumber`, () => gatewayFailure(503, 'down')));
    localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
    const { router } = renderWithProviders(<ClaimFormPage />, { account: 'member-active', path: CLAIM_FORM_PATH });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your Calor account…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/unknown'));
    expect(router.state.location.state).toEqual({ from: CLAIM_FORM_PATH });
  });

  it('asks staff with no member in hand to act for one, and calls nothing', async () => {
    // Every call asks for a token first, and a query asks as it mounts: none asked means none was made.
    const getAccessToken = vi.fn(fakeAuth(userForDemoAccount('calor-claims')).getAccessToken);
    renderWithProviders(<ClaimFormPage />, { route: 'calorClaimForm', account: 'calor-claims', path: CLAIM_FORM_PATH, auth: { getAccessToken } });
    expect(await screen.findByRole('heading', { name: 'No member selected' })).toBeInTheDocument();
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('works for an account manager acting for the member', async () => {
    await renderClaimForm({ account: 'account-manager', override: { membershipNumber: 'LM100001', accountId: '00000000-0000-4000-8000-000000000001' } });
    // The standing is read for the member acted for (under load the route's prefetch and the screen can
    // both ask before the first answer is cached; what matters is that it is this member's).
    expect(simulator.requestsTo('GET', '/offers/members/LM100001').length).toBeGreaterThan(0);
    expect(simulator.requestsTo('GET', '/offers/members/:membershipNumber').every((request) => request.path.includes('LM100001'))).toBe(true);
  });
});
