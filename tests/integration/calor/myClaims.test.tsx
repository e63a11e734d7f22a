import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { MyClaimsPage } from '@/features/rewards/calor/MyClaimsPage';
import { formatDate } from '@/domain/format/date';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';
import { CLAIM_FORM_PATH, lineInput } from './claimFormHarness';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { findHolding } from '../support/queries';

const simulator = setupSimulator();
const MY_CLAIMS_PATH = '/rewards/calor/claims';

function renderMyClaims(options: RenderOptions = {}) {
  localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
  return renderWithProviders(null, {
    account: 'member-active',
    path: MY_CLAIMS_PATH,
    routes: [
      { path: MY_CLAIMS_PATH, element: <MyClaimsPage /> },
      { path: CLAIM_FORM_PATH, element: <ClaimFormPage /> },
    ],
    ...options,
  });
}

const table = () => screen.findByRole('table', { name: 'Your Calor claims, newest first' });
const rowOf = (reference: string) => screen.getByRole('row', { name: new RegExp(reference) });
const references = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('My Claims', () => {
  it('lists the claims newest first with their details, one in every status', async () => {
    renderMyClaims();
    await table();
    expect(references()).toEqual(['CLR-100005', 'CLR-100004', 'CLR-100003', 'CLR-100002', 'CLR-100001']);
    const statuses = ['Submitted', 'Rejected', 'Approved', 'Rejected', 'Paid'];
    references().forEach((reference, index) => expect(rowOf(reference!)).toHaveTextContent(statuses[index]!));

    const paid = rowOf('CLR-100001');
    expect(paid).toHaveTextContent('Market Street Hardware');
    expect(paid).toHaveTextContent('6 × 13kg Red Propane Cylinder');
    expect(paid).toHaveTextContent('4 × 13kg Green Patio Cylinder');
    // 6 × £30 + 4 × £27.50, VAT included at 5%: £290 gross, £276.19 net; 10% cashback.
    expect(paid).toHaveTextContent('£276.19');
    expect(paid).toHaveTextContent('£27.62');
    expect(rowOf('CLR-100002')).toHaveTextContent('The receipt does not show which cylinders were bought.');
  });

  it('explains the 30-day rule and offers Resubmit only on the claim rejected within it', async () => {
    renderMyClaims();
    await table();
    expect(screen.getByText(/A rejected claim can be corrected and resubmitted within 30 days of being rejected/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Resubmit' })).toHaveLength(1);
    expect(within(rowOf('CLR-100004')).getByRole('button', { name: 'Resubmit' })).toHaveAccessibleDescription('CLR-100004');
    expect(rowOf('CLR-100002')).toHaveTextContent(/Resubmission closed on \d\d\/\d\d\/\d{4}/);
  });

  it('filters by status, keeping the choice in the address', async () => {
    const { userEvent: user, router } = renderMyClaims();
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(references()).toEqual(['CLR-100004', 'CLR-100002']));
    expect(router.state.location.search).toBe('?status=Rejected');

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(references()).toHaveLength(5));
  });

  it('says so when a status has no claims', async () => {
    simulator.store().calor.claims.set('LM100001', simulator.store().calor.claims.get('LM100001')!.filter((claim) => claim.status !== 'Paid'));
    renderMyClaims({ path: `${MY_CLAIMS_PATH}?status=Paid` });
    expect(await screen.findByRole('heading', { name: 'No Paid claims' })).toBeInTheDocument();
  });

  it('opens the claim form prefilled when Resubmit is chosen', async () => {
    const { userEvent: user, router } = renderMyClaims();
    await table();
    await user.click(within(rowOf('CLR-100004')).getByRole('button', { name: 'Resubmit' }));

    expect(await screen.findByText('Resubmitting a rejected claim')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CLAIM_FORM_PATH);
    expect(screen.getByRole('group', { name: 'Selected retailer' })).toHaveTextContent('Harbour Bottled Gas');
    expect(screen.getByLabelText('Receipt number')).toHaveValue('HBG-7781');
    expect(lineInput('Quantity', '19kg Red Propane Cylinder')).toHaveValue(3);
    expect(lineInput('VAT included', '19kg Red Propane Cylinder')).toBeChecked();
  });

  it('says on the form which claim the resubmission corrects and why that one was rejected', async () => {
    const { userEvent: user } = renderMyClaims();
    await table();
    const rejected = simulator.store().calor.claims.get('LM100001')!.find((claim) => claim.claimReference === 'CLR-100004')!;
    await user.click(within(rowOf('CLR-100004')).getByRole('button', { name: 'Resubmit' }));

    const notice = await findHolding('status', 'Resubmitting a rejected claim');
    expect(notice).toHaveTextContent(`This corrects claim CLR-100004, rejected on ${formatDate(rejected.rejectedOn!)}.`);
    expect(notice).toHaveTextContent('Why it was rejected: The receipt image is too blurred to read the prices. Please upload a clearer photo.');
  });

  it('shows an empty state to a member with no claims', async () => {
    renderMyClaims({ account: 'member-calor-pending' });
    expect(await screen.findByRole('heading', { name: 'No claims yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make your first claim' })).toHaveAttribute('href', CLAIM_FORM_PATH);
  });

  it('lists 25 claims a page, the page kept in the address, and goes back to page 1 on a new status', async () => {
    // A long history: copies of the member's claims, each submitted a day earlier than the last.
    const claims = simulator.store().calor.claims.get('LM100001')!;
    const originals = [...claims];
    for (let copy = 0; claims.length < 30; copy += 1) {
      const original = originals[copy % originals.length]!;
      claims.push({ ...original, claimReference: `CLR-2${String(copy).padStart(5, '0')}`, submittedOn: `2025-01-${String(28 - copy).padStart(2, '0')}T10:00:00Z` });
    }
    const { userEvent: user, router } = renderMyClaims();
    await table();
    expect(references()).toHaveLength(25);
    expect(screen.getByText('Showing 1 to 25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 26 to 30 of 30')).toBeInTheDocument();
    expect(references()).toEqual(['CLR-200020', 'CLR-200021', 'CLR-200022', 'CLR-200023', 'CLR-200024']);
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Paid'));
    await waitFor(() => expect(references().every((reference) => rowOf(reference!).textContent!.includes('Paid'))).toBe(true));
  });

  it('shows a placeholder, then says in place that the claims could not be loaded, with Try again', async () => {
    simulator.server.use(http.get(`${API_URL}/calor/members/:membershipNumber/claims`, () => serverFailure()));
    renderMyClaims();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your claims…');
    expect(await screen.findByRole('heading', { name: 'Your claims could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
