import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { MyClaimsPage } from '@/features/rewards/calor/MyClaimsPage';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders } from '../support/renderWithProviders';
import { attachReceipt, CLAIM_FORM_PATH, confirmDeclarations, pngReceipt, retailerSearch, stubObjectUrls, submitClaim } from './claimFormHarness';

const simulator = setupSimulator();
const MY_CLAIMS_PATH = '/rewards/calor/claims';
const UPLOAD = '/calor/members/{membershipNumber}/upload-claim';

beforeEach(() => {
  stubObjectUrls();
});

/** Member-active's claims as the simulator holds them (tests/mocks/api/seed/calor.ts). */
const storedClaim = (reference: string) => simulator.store().calor.claims.get('LM100001')!.find((claim) => claim.claimReference === reference);

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
  it('shows the earlier receipt by name and submits without a new file, the new claim holding that receipt', async () => {
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
    // What staff review: the same file as the rejected claim's, and the rejected claim marked as replaced.
    expect(storedClaim('CLR-100006')!.receiptImage).toMatchObject({ name: 'HBG-7781.png', fingerprint: storedClaim('CLR-100004')!.receiptImage!.fingerprint });
    expect(storedClaim('CLR-100004')!.resubmittedAs).toBe('CLR-100006');
  });

  it('sends the file chosen instead, which replaces the earlier receipt until it is removed', async () => {
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
    expect(storedClaim('CLR-100006')!.receiptImage).toMatchObject({ name: 'clearer-photo.png', type: 'image/png' });
    expect(storedClaim('CLR-100004')!.resubmittedAs).toBe('CLR-100006');
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
