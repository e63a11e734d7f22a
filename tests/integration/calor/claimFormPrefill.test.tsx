import { screen, waitFor } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatApiDate, formatDate } from '@/domain/format/date';
import { formDraftKey } from '@/domain/formDraftKeys';
import { DEMO_RETAILERS } from '../../mocks/api/seed/calor';
import { setupSimulator } from '../support/simulator';
import { attachReceipt, chooseRetailer, confirmDeclarations, fillLine, lineInput, stubObjectUrls, submitClaim, typePurchaseDate, CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

/** The claim form for the active member, its information already dismissed for good. */
async function renderClaimForm(options: RenderOptions = {}) {
  dismissClaimInformationForGood();
  const rendered = renderWithProviders(<ClaimFormPage />, { account: 'member-active', path: CLAIM_FORM_PATH, ...options });
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

setupSimulator();

beforeEach(() => {
  stubObjectUrls();
});

const today = new Date();
const harbour = DEMO_RETAILERS[1]!;
const resubmitState = {
  purchaseDate: formatApiDate(today),
  receiptNumber: 'HBG-7781',
  vatNumber: '555666777',
  retailer: harbour,
  purchaseDetails: [
    { cylinderIdentity: '13kgCommercial', quantity: 0, pricePerCylinder: 0, vatIncluded: false },
    { cylinderIdentity: '19kgCommercial', quantity: 3, pricePerCylinder: 41, vatIncluded: true },
    { cylinderIdentity: '47kgCommercial', quantity: 0, pricePerCylinder: 0, vatIncluded: false },
    { cylinderIdentity: '13kgPatio', quantity: 2, pricePerCylinder: 29.5, vatIncluded: true },
  ],
};

describe('resubmitting a rejected claim (spec §2: prefill from navigation state)', () => {
  it('opens the form holding purchaseDate, receiptNumber, vatNumber, retailer and purchaseDetails', async () => {
    await renderClaimForm({ state: resubmitState });

    expect(screen.getByText('Resubmitting a rejected claim')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Selected retailer' })).toHaveTextContent('Harbour Bottled Gas');
    expect(screen.getByLabelText('VAT number')).toHaveValue('555666777');
    expect(screen.getByLabelText('VAT number')).toBeEnabled();
    expect(screen.getByLabelText('Purchase date')).toHaveValue(formatDate(today));
    expect(screen.getByLabelText('Receipt number')).toHaveValue('HBG-7781');
    expect(lineInput('Quantity', '19kg Red Propane Cylinder')).toHaveValue(3);
    expect(lineInput('Price per cylinder', '19kg Red Propane Cylinder')).toHaveValue(41);
    expect(lineInput('VAT included', '19kg Red Propane Cylinder')).toBeChecked();
    expect(lineInput('Quantity', '13kg Green Patio Cylinder')).toHaveValue(2);
    expect(lineInput('Price per cylinder', '13kg Green Patio Cylinder')).toHaveValue(29.5);
    expect(lineInput('Quantity', '13kg Red Propane Cylinder')).toHaveValue(0);
    // The receipt file and the declarations are given afresh.
    expect((screen.getByLabelText('Receipt') as HTMLInputElement).files ?? []).toHaveLength(0);
  });

  it('is sent once the receipt is attached and the declarations confirmed', async () => {
    const { userEvent: user } = await renderClaimForm({ state: resubmitState });
    await attachReceipt(user);
    await confirmDeclarations(user);
    await submitClaim(user);
    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
  });
});

/** Member-active's claim draft, where the form keeps it (their own, for their membership). */
const storedDraft = () => localStorage.getItem(formDraftKey({ userId: 'auth0|member-active', membershipNumber: 'LM100001' }, 'calor-claim'));

describe('the claim draft', () => {
  it('is kept while typing, restored with a notice on return, and can be discarded', async () => {
    const first = await renderClaimForm();
    const user = first.userEvent;
    await chooseRetailer(user, 'Pennine', /Pennine Propane/);
    const purchaseDate = subDays(today, 1);
    await typePurchaseDate(user, purchaseDate);
    await user.type(screen.getByLabelText('Receipt number'), 'PP-1');
    await fillLine(user, '47kg Red Propane Cylinder', 4, 85.5, true);
    await waitFor(() => expect(storedDraft()).toContain('PP-1'));
    first.unmount();

    const { userEvent: again } = await renderClaimForm();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Selected retailer' })).toHaveTextContent('Pennine Propane');
    expect(screen.getByLabelText('VAT number')).toHaveValue('246813551');
    expect(screen.getByLabelText('VAT number')).toBeDisabled();
    expect(screen.getByLabelText('Purchase date')).toHaveValue(format(purchaseDate, 'dd/MM/yyyy'));
    expect(screen.getByLabelText('Receipt number')).toHaveValue('PP-1');
    expect(lineInput('Quantity', '47kg Red Propane Cylinder')).toHaveValue(4);
    expect(lineInput('Price per cylinder', '47kg Red Propane Cylinder')).toHaveValue(85.5);
    expect(lineInput('VAT included', '47kg Red Propane Cylinder')).toBeChecked();

    await again.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.queryByText('Selected retailer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Receipt number')).toHaveValue('');
    expect(lineInput('Quantity', '47kg Red Propane Cylinder')).toHaveValue(0);
    expect(storedDraft()).toBeNull();
  });

  it('is forgotten once the claim is submitted', async () => {
    const { userEvent: user, unmount } = await renderClaimForm({ state: resubmitState });
    await attachReceipt(user);
    await confirmDeclarations(user);
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await submitClaim(user);
    await screen.findByRole('heading', { name: /Claim submitted/ });
    expect(storedDraft()).toBeNull();
    unmount();

    await renderClaimForm();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it("is not restored on another member's form", async () => {
    const first = await renderClaimForm();
    await first.userEvent.type(screen.getByLabelText('Receipt number'), 'MINE');
    await waitFor(() => expect(storedDraft()).toContain('MINE'));
    first.unmount();

    await renderClaimForm({ account: 'account-manager', override: { membershipNumber: 'LM100006', accountId: '00000000-0000-4000-8000-000000000006' } });
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Receipt number')).toHaveValue('');
  });
});
