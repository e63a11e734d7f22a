// A claim refused because the member's Calor account was not yet approved goes through once staff approve
// it: the refusal is not kept under the claim's Idempotency-Key, and the next press is a new attempt.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { tokenForDemoAccount } from '../../mocks/api/testTokens';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { callApi } from '../../simulator/support/callApi';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { fillValidClaim, stubObjectUrls, submitClaim } from './claimFormHarness';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();
const PENDING = demoAccount('member-calor-pending').membershipNumber!;
const NOT_SIGNED_UP =
  'There was an error when submitting the claim, if you have not yet signed up to the scheme please do so, otherwise please contact your account manager if this continues.';

/** The Idempotency-Key of every claim upload the portal sends, in order. */
function uploadKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith(`/calor/members/${PENDING}/upload-claim`)) keys.push(request.headers.get('Idempotency-Key'));
  };
  simulator.server.events.on('request:start', onRequest);
  onTestFinished(() => simulator.server.events.removeListener('request:start', onRequest));
  return keys;
}

describe('a claim refused before the Calor account was approved', () => {
  it("is refused with the spec's 409 message, then goes through with the same values once staff approve the account", async () => {
    localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
    stubObjectUrls();
    const [account] = simulator.store().calor.accounts.get(PENDING)!;
    expect(account).toMatchObject({ accountStatus: 'Pending' });
    // The form opens only for an approved account. The standing the page reads first says approved, while
    // the claims check still holds the account Pending: the claim reaches the server and is refused (409).
    simulator.server.use(
      http.get(
        `${API_URL}/offers/members/:membershipNumber`,
        () => HttpResponse.json({ membershipNumber: PENDING, calor: { accounts: [{ ...account!, accountStatus: 'Approved' }] } }),
        { once: true },
      ),
    );
    const keys = uploadKeys();
    const { userEvent: user } = renderPortal('/rewards/calor/claim-form', { account: 'member-calor-pending' });
    await screen.findByRole('button', { name: 'Submit claim' });
    await fillValidClaim(user);
    await submitClaim(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SIGNED_UP);

    // Staff approve the account (the sign-up queue's approval).
    const approval = await callApi(`/calor/signups/${account!.id}/approve`, { method: 'POST', token: await tokenForDemoAccount('calor-signups') });
    expect(approval.status).toBe(200);

    // The member presses Submit claim again, nothing changed: a new attempt, taken this time.
    await submitClaim(user);
    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
    expect(screen.getByText('CLR-100006')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    // The refused attempt made no claim: My Claims lists this one alone.
    await user.click(screen.getByRole('link', { name: 'View my claims' }));
    const claims = await screen.findByRole('table', { name: 'Your Calor claims, newest first' });
    expect(within(claims).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['CLR-100006']);
  }, 60_000); // the whole portal, a claim filled in and sent twice
});
