import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_UPLOAD_REFUSALS, claimUploadErrorMessage } from '@/domain/calor/claimErrorMessages';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { problem } from '../../mocks/api/responses';
import { setupSimulator } from '../support/simulator';
import { expectNoErrors, fillLine, fillValidClaim, lineInput, retailerSearch, stubObjectUrls, submitClaim, CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
import { API_URL } from '../../support/apiUrl';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { MyClaimsPage } from '@/features/rewards/calor/MyClaimsPage';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const MY_CLAIMS_PATH = '/rewards/calor/claims';

/** The claim form for the active member, its information already dismissed for good (My Claims a link away). */
async function renderClaimForm(options: RenderOptions = {}) {
  dismissClaimInformationForGood();
  const rendered = renderWithProviders(null, {
    account: 'member-active',
    path: CLAIM_FORM_PATH,
    routes: [
      { path: CLAIM_FORM_PATH, element: <ClaimFormPage /> },
      { path: MY_CLAIMS_PATH, element: <MyClaimsPage /> },
    ],
    ...options,
  });
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

/** From the success card, the references My Claims lists, newest first (the member's seeded ones are CLR-100001 to CLR-100005). */
async function referencesOnMyClaims(user: UserEvent) {
  await user.click(screen.getByRole('link', { name: 'View my claims' }));
  const table = await screen.findByRole('table', { name: 'Your Calor claims, newest first' });
  return within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
}

const CYLINDER_NAMES = ['13kg Red Propane Cylinder', '19kg Red Propane Cylinder', '47kg Red Propane Cylinder', '13kg Green Patio Cylinder'];

const simulator = setupSimulator();
const MEMBER = demoAccount('member-active').membershipNumber!;

beforeEach(() => {
  stubObjectUrls();
});

describe('submitting a claim (spec §7 call 8)', () => {
  it('sends exactly the §7 multipart fields, with the four lines as JSON in cylinder order', async () => {
    let sent: FormData | undefined;
    let key: string | null = null;
    simulator.server.use(
      // Reads what was sent, then lets the simulator answer.
      http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, async ({ request }) => {
        sent = await request.clone().formData();
        key = request.headers.get('Idempotency-Key');
      }),
    );
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);
    await screen.findByRole('heading', { name: /Claim submitted/ });

    expect(sent).toBeDefined();
    const fields = [...new Set([...sent!.keys()])];
    expect(fields).toEqual(['retailerId', 'vatNumber', 'purchaseDate', 'receiptNumber', 'purchaseDetails', 'receiptImage']);
    expect(sent!.get('retailerId')).toBe('c0a1e000-0000-4000-8000-000000000001');
    expect(sent!.get('vatNumber')).toBe('318472061');
    expect(sent!.get('purchaseDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent!.get('receiptNumber')).toBe('INV-1001');
    expect(sent!.getAll('purchaseDetails')).toEqual([
      '{"quantity":2,"pricePerCylinder":30,"vatIncluded":false,"cylinderIdentity":"13kgCommercial"}',
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"19kgCommercial"}',
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"47kgCommercial"}',
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"13kgPatio"}',
    ]);
    // jsdom's File loses its name and bytes on the way through Node's fetch; the type survives. The file
    // itself is checked where the body is built (tests/unit/calor/claimFormData.test.ts) and in e2e.
    expect((sent!.get('receiptImage') as File).type).toBe('image/png');
    expect(sent!.getAll('receiptImage')).toHaveLength(1);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/upload-claim`)).toHaveLength(1);
  });

  it('shows the reference the simulator gives, and the claim is then on My Claims', async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);

    const heading = await screen.findByRole('heading', { name: /Claim submitted/ });
    expect(screen.getByText('CLR-100006')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect((await referencesOnMyClaims(user))[0]).toBe('CLR-100006');
  });
});

describe('after a claim is submitted', () => {
  it("'Make another claim' clears the form back to the §3 defaults", async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await fillLine(user, '13kg Green Patio Cylinder', 1, 25, true);
    await submitClaim(user);
    await user.click(await screen.findByRole('button', { name: 'Make another claim' }));

    expect(await screen.findByRole('button', { name: 'Submit claim' })).toBeEnabled();
    expect(screen.queryByText('Selected retailer')).not.toBeInTheDocument();
    expect(retailerSearch()).toHaveValue('');
    expect(screen.getByLabelText('VAT number')).toHaveValue('');
    expect(screen.getByLabelText('VAT number')).toBeEnabled();
    expect(screen.getByLabelText('Purchase date')).toHaveValue('');
    expect(screen.getByLabelText('Receipt number')).toHaveValue('');
    for (const cylinder of CYLINDER_NAMES) {
      expect(lineInput('Quantity', cylinder)).toHaveValue(0);
      expect(lineInput('Price per cylinder', cylinder)).toHaveValue(0);
      expect(lineInput('VAT included', cylinder)).not.toBeChecked();
    }
    expect((screen.getByLabelText('Receipt') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    for (const checkbox of within(screen.getByRole('group', { name: /Declaration/ })).getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
    expect(screen.getByRole('heading', { name: /Claim period/ })).toHaveFocus();
    expectNoErrors();
  });
});

describe('while the claim is being sent', () => {
  it('disables Submit claim and shows a spinner', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    simulator.server.use(
      // Held until the test has seen the working state, then the simulator answers.
      http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, async () => {
        await held;
      }),
    );
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);

    const button = await screen.findByRole('button', { name: 'Submit claim' });
    await waitFor(() => expect(button).toBeDisabled());
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    expect(screen.getByText('Submitting your claim…')).toHaveAttribute('role', 'status');
    answer();
    expect(await screen.findByText('CLR-100006')).toBeInTheDocument();
  });
});

describe('when the upload fails (spec §8)', () => {
  // Which message each status gets is the unit table's (tests/unit/calor/claimErrorMessages.test.ts);
  // here, that the screen shows the table's message where it must and keeps the claim.
  it('shows the message for its code beside the button and keeps everything typed', async () => {
    const message = claimUploadErrorMessage({ status: 422, code: 'period-closed' });
    simulator.server.use(
      http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, () => problem(422, 'period-closed', 'The claim period of this purchase date is closed for claim submissions')),
    );
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit claim' })).toHaveAccessibleDescription(message);

    expect(screen.getByRole('group', { name: 'Selected retailer' })).toHaveTextContent('Dales Gas Supplies');
    expect(screen.getByLabelText('VAT number')).toHaveValue('318472061');
    expect(screen.getByLabelText('Purchase date')).not.toHaveValue('');
    expect(screen.getByLabelText('Receipt number')).toHaveValue('INV-1001');
    expect(lineInput('Quantity', '13kg Red Propane Cylinder')).toHaveValue(2);
    expect(lineInput('Price per cylinder', '13kg Red Propane Cylinder')).toHaveValue(30);
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    for (const checkbox of within(screen.getByRole('group', { name: /Declaration/ })).getAllByRole('checkbox')) expect(checkbox).toBeChecked();
  });

  it('says what to do when the attempt’s key was used for another claim (400 idempotency-key-reused), never that the period is closed', async () => {
    simulator.server.use(
      http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, () => problem(400, 'idempotency-key-reused', 'This Idempotency-Key was used for a different request')),
    );
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CLAIM_UPLOAD_REFUSALS.keyReused);
    expect(alert).not.toHaveTextContent(claimUploadErrorMessage({ status: 422, code: 'period-closed' }));
  });

  it('refuses the same receipt from the same retailer twice (receipt-already-claimed), never with the not-signed-up message of its 409', async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);
    await user.click(await screen.findByRole('button', { name: 'Make another claim' }));
    await screen.findByRole('button', { name: 'Submit claim' });

    await fillValidClaim(user);
    await submitClaim(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CLAIM_UPLOAD_REFUSALS.receiptAlreadyClaimed);
    expect(alert).not.toHaveTextContent(/if you have not yet signed up to the scheme please do so/);
  });
});

describe('one submission, one claim', () => {
  /** One claim made: My Claims lists the new claim once, above the seeded ones (a second would be CLR-100007). */
  const expectOneClaimOnMyClaims = async (user: UserEvent) => expect((await referencesOnMyClaims(user)).slice(0, 2)).toEqual(['CLR-100006', 'CLR-100005']);
  const isUpload = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input)).endsWith('/upload-claim');

  it('a claim whose answer never came is asked for again with the same key: one claim, and the member sees its reference', async () => {
    const realFetch = globalThis.fetch;
    let attempts = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      // The first upload reaches the server, but its answer is lost on the way back.
      if (isUpload(input) && ++attempts === 1) throw new DOMException('The operation timed out.', 'TimeoutError');
      return response;
    });
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);
    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.getByText(/Your claim reference is/)).toHaveTextContent('CLR-100006');
    await expectOneClaimOnMyClaims(user);
  });

  it('when no answer comes even then, it says the claim may have gone through and that sending again is safe', async () => {
    const realFetch = globalThis.fetch;
    let attempts = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (isUpload(input) && ++attempts <= 2) {
        await realFetch(input, init); // it arrives every time…
        throw new DOMException('The operation timed out.', 'TimeoutError'); // …but no answer does
      }
      return realFetch(input, init);
    });
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    await submitClaim(user);
    expect(await screen.findByText(/your claim may have gone through\. Sending it again is safe/)).toBeInTheDocument();

    await submitClaim(user); // the member sends it again
    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
    await expectOneClaimOnMyClaims(user);
  });

  it('the same claim sent twice at once is made once, both answered with its reference', async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillValidClaim(user);
    // eslint-disable-next-line testing-library/no-node-access -- requestSubmit twice needs the form itself: a person cannot submit twice before the button disables
    const form = screen.getByRole('button', { name: 'Submit claim' }).closest('form')!;
    // Two submits before the first can disable the button (a double click on a slow machine).
    form.requestSubmit();
    form.requestSubmit();
    expect(await screen.findByRole('heading', { name: /Claim submitted/ })).toBeInTheDocument();
    await waitFor(() => expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/upload-claim`).length).toBeGreaterThanOrEqual(1));
    await expectOneClaimOnMyClaims(user);
  });
});
