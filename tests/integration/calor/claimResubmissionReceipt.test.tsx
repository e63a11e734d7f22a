import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { MyClaimsPage } from '@/features/rewards/calor/MyClaimsPage';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import type { UserEvent } from '@testing-library/user-event';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders } from '../support/renderWithProviders';
import { API_URL } from '../../support/apiUrl';
import { attachReceipt, CLAIM_FORM_PATH, confirmDeclarations, pngReceipt, retailerSearch, stubObjectUrls, submitClaim } from './claimFormHarness';

const simulator = setupSimulator();
const MY_CLAIMS_PATH = '/rewards/calor/claims';
const UPLOAD = '/calor/members/{membershipNumber}/upload-claim';

beforeEach(() => {
  stubObjectUrls();
});

/** Each claim upload's multipart body, as the portal sends it (the simulator then answers it). */
function sentClaims() {
  const sent: FormData[] = [];
  simulator.server.use(
    http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, async ({ request }) => {
      sent.push(await request.clone().formData());
    }),
  );
  return sent;
}

/** From the success card, My Claims: the row of the rejected claim says what replaced it. */
async function rejectedClaimOnMyClaims(user: UserEvent) {
  await user.click(screen.getByRole('link', { name: 'View my claims' }));
  await screen.findByRole('table', { name: 'Your Calor claims, newest first' });
  return screen.getByRole('row', { name: /CLR-100004/ });
}

/** From My Claims, Resubmit on CLR-100004 (rejected 5 days ago; its receipt HBG-7781.png): the form it opens. */
async function resubmitRejectedClaim() {
  localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
  const rendered = renderWithProviders(null, {
    account: 'member-active',
    path: MY_CLAIMS_PATH,
    routes: [
      { path: MY_CLAIMS_PATH, element: <MyClaimsPage /> },
      { path: CLAIM_FORM_PATH, element: <ClaimFormPage /> },
    ],
  });
  await screen.findByRole('table', { name: 'Your Calor claims, newest first' });
  await rendered.userEvent.click(within(screen.getByRole('row', { name: /CLR-100004/ })).getByRole('button', { name: 'Resubmit' }));
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

const receiptStep = () => screen.getByRole('group', { name: /^Step 4 of 5/ });

describe('resubmitting a rejected claim keeps its receipt unless another is chosen', () => {
  // That the server then keeps the earlier receipt for the new claim is its rule (tests/simulator/calorCalls.test.ts).
  it('shows the earlier receipt by name and submits without a new file, naming the claim it corrects', async () => {
    const sent = sentClaims();
    const { userEvent: user } = await resubmitRejectedClaim();
    expect(within(receiptStep()).getByText('Receipt from claim CLR-100004: HBG-7781.png')).toBeInTheDocument();
    expect(within(receiptStep()).getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    // No empty picker ("No file chosen") above the kept receipt: the input is labelled but not drawn or tabbed to.
    expect(screen.getByLabelText('Receipt')).toHaveClass('visually-hidden');
    expect(screen.getByLabelText('Receipt')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText(/keeps its receipt/)).toBeInTheDocument();

    await confirmDeclarations(user);
    await submitClaim(user);

    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
    expect(screen.getByText(/Your claim reference is/)).toHaveTextContent('CLR-100006');
    expect(screen.queryByText('A single receipt image is required')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('correctsClaimReference')).toBe('CLR-100004');
    expect(sent[0]!.getAll('receiptImage')).toHaveLength(0);
    expect(await rejectedClaimOnMyClaims(user)).toHaveTextContent('Resubmitted as CLR-100006');
  });

  it('sends the file chosen instead, which replaces the earlier receipt until it is removed', async () => {
    const sent = sentClaims();
    const { userEvent: user } = await resubmitRejectedClaim();
    await attachReceipt(user, pngReceipt('clearer-photo.png'));

    expect(within(receiptStep()).queryByText(/Receipt from claim CLR-100004/)).not.toBeInTheDocument();
    expect(within(receiptStep()).getByText('clearer-photo.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt')).not.toHaveClass('visually-hidden');
    await user.click(within(receiptStep()).getByRole('button', { name: 'Remove receipt' }));
    expect(within(receiptStep()).getByText('Receipt from claim CLR-100004: HBG-7781.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt')).toHaveClass('visually-hidden');

    await attachReceipt(user, pngReceipt('clearer-photo.png'));
    await confirmDeclarations(user);
    await submitClaim(user);

    await screen.findByRole('heading', { name: /Claim submitted/ });
    // jsdom's File keeps only its type on the way through Node's fetch (claimFormSubmission.test.tsx).
    expect(sent[0]!.get('correctsClaimReference')).toBe('CLR-100004');
    expect(sent[0]!.getAll('receiptImage').map((file) => (file as File).type)).toEqual(['image/png']);
    expect(await rejectedClaimOnMyClaims(user)).toHaveTextContent('Resubmitted as CLR-100006');
  });

  it('still asks for a receipt on a new claim made after the resubmission', async () => {
    const { userEvent: user } = await resubmitRejectedClaim();
    await confirmDeclarations(user);
    await submitClaim(user);
    await user.click(await screen.findByRole('button', { name: 'Make another claim' }));

    expect(screen.queryByText(/Receipt from claim/)).not.toBeInTheDocument();
    await submitClaim(user);
    expect(within(await screen.findByRole('alert', { name: 'There is a problem' })).getByText('A single receipt image is required')).toBeInTheDocument();
  });
});

describe('Enter in the retailer search never submits the claim', () => {
  it('sends nothing from a resubmission ready to go, and shows no errors', async () => {
    const { userEvent: user } = await resubmitRejectedClaim();
    await confirmDeclarations(user);
    // The browser submits a form on Enter synchronously, so a submit listener sees it at once if it happens.
    const submitted = vi.fn();
    screen.getByRole('form', { name: 'Calor claim' }).addEventListener('submit', submitted);
    await user.type(retailerSearch(), 'Pennine{Enter}');
    await screen.findByRole('option', { name: /Pennine Propane/ });
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Claim submitted/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(screen.queryAllByText(/./, { selector: '.invalid-feedback' })).toHaveLength(0);
    expect(submitted).not.toHaveBeenCalled();
    expect(simulator.requestsTo('POST', UPLOAD)).toHaveLength(0);
  });
});
