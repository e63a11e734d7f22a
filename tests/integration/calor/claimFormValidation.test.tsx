import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { docBytes, htmlBytes, jpegBytes, sampleFile } from '../../mocks/data/sampleFiles';
import { errorSummary, findErrorSummary, findInlineError, summaryLinks } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { attachReceipt, chooseRetailer, fillLine, lineInput, pngReceipt, retailerSearch, stubObjectUrls, submitClaim, typePurchaseDate, CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

/** The claim form for the active member, its information already dismissed for good. */
async function renderClaimForm(options: RenderOptions = {}) {
  dismissClaimInformationForGood();
  const rendered = renderWithProviders(<ClaimFormPage />, { account: 'member-active', path: CLAIM_FORM_PATH, ...options });
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

const simulator = setupSimulator();
const MEMBER = demoAccount('member-active').membershipNumber!;

beforeEach(() => {
  stubObjectUrls();
});

describe('the claim form refuses to submit (spec §5)', () => {
  it('an empty form, with every required-field message, each linked to its field, focus on the first', async () => {
    const { userEvent: user } = await renderClaimForm();
    await submitClaim(user);

    expect(await findInlineError('Retailer selection required')).toBeInTheDocument();
    expect(retailerSearch()).toHaveAccessibleDescription(expect.stringContaining('Retailer selection required'));
    // GOV.UK: focus goes to the error summary, whose first link leads to the first invalid field.
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(summaryLinks()).toEqual([
      'Retailer selection required',
      'Purchase date required',
      'Purchase details required',
      'A single receipt image is required',
      'You must confirm both of the above to submit your claim.',
    ]);
    await user.click(within(errorSummary()).getByRole('link', { name: 'Retailer selection required' }));
    expect(retailerSearch()).toHaveFocus();
    expect(screen.getByLabelText('Purchase date')).toHaveAccessibleDescription(expect.stringContaining('Purchase date required'));
    expect(screen.getByRole('table', { name: 'Cylinders on the receipt' })).toHaveAccessibleDescription(expect.stringContaining('Purchase details required'));
    expect(screen.getByLabelText('Receipt')).toHaveAccessibleDescription(expect.stringContaining('A single receipt image is required'));
    const declarations = within(screen.getByRole('group', { name: /Declaration/ })).getAllByRole('checkbox');
    for (const checkbox of declarations)
      expect(checkbox).toHaveAccessibleDescription('You must confirm both of the above to submit your claim.');
    expect(screen.queryByText('VAT number must be 9 digits when supplied')).not.toBeInTheDocument();
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/upload-claim`)).toHaveLength(0);
  });

  it.each<{ message: string; field: () => HTMLElement }>([
    { message: 'Purchase date required', field: () => screen.getByLabelText('Purchase date') },
    { message: 'Purchase details required', field: () => lineInput('Quantity', '13kg Red Propane Cylinder') },
    { message: 'A single receipt image is required', field: () => screen.getByLabelText('Receipt') },
    { message: 'You must confirm both of the above to submit your claim.', field: () => screen.getByLabelText('I confirm that this claim is accurate and true.') },
  ])('the summary link "$message" moves focus to its field', async ({ message, field }) => {
    const { userEvent: user } = await renderClaimForm();
    await submitClaim(user);
    await user.click(within(await findErrorSummary()).getByRole('link', { name: message }));
    expect(field()).toHaveFocus();
  });

  it('a VAT number that is not 9 digits, until a retailer without one clears it', async () => {
    const { userEvent: user } = await renderClaimForm();
    await user.type(screen.getByLabelText('VAT number'), '12345');
    await submitClaim(user);
    expect(await findInlineError('VAT number must be 9 digits when supplied')).toBeInTheDocument();
    expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription(expect.stringContaining('VAT number must be 9 digits when supplied'));

    await chooseRetailer(user, 'Harbour', /Harbour Bottled Gas/);
    expect(screen.getByLabelText('VAT number')).toHaveValue('');
    expect(screen.queryByText('VAT number must be 9 digits when supplied')).not.toBeInTheDocument();
  });

  it('a purchase date in the future', async () => {
    const { userEvent: user } = await renderClaimForm();
    await typePurchaseDate(user, addDays(new Date(), 1));
    await submitClaim(user);
    expect(await findInlineError('Purchase date cannot be in the future')).toBeInTheDocument();
  });

  it('a purchase date before the claim period or the 3-month window', async () => {
    const { userEvent: user } = await renderClaimForm();
    await typePurchaseDate(user, new Date(2020, 0, 15));
    await submitClaim(user);
    expect(await findInlineError(/^Only purchases made in the current claim period \(\d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\) can be claimed\.$/)).toBeInTheDocument();
  });

  it('a line with cylinders but no price, and a quantity over 99', async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillLine(user, '19kg Red Propane Cylinder', 3, 0);
    await fillLine(user, '47kg Red Propane Cylinder', 100, 80);
    await submitClaim(user);

    expect(await findInlineError('Enter a price above £0 for the cylinders you bought')).toBeInTheDocument();
    expect(lineInput('Price per cylinder', '19kg Red Propane Cylinder')).toHaveAccessibleDescription('Enter a price above £0 for the cylinders you bought');
    expect(lineInput('Quantity', '47kg Red Propane Cylinder')).toHaveAccessibleDescription('Quantity must be a whole number from 0 to 99');
    expect(screen.queryByText('Purchase details required')).not.toBeInTheDocument();
  });

  it('a receipt that is not an image or PDF', async () => {
    const { userEvent: user } = await renderClaimForm();
    // Past the picker's own filter, as dragging a file in would be.
    fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [sampleFile(docBytes(), 'receipt.docx', 'application/msword')] } });
    await submitClaim(user);
    expect(await findInlineError('Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.')).toBeInTheDocument();
  });

  it('an HTML file named .pdf: judged by what it is, not its name or declared type', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, sampleFile(htmlBytes(), 'receipt.pdf', 'application/pdf'));
    await submitClaim(user);
    expect(await findInlineError('Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.')).toBeInTheDocument();
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/upload-claim`)).toHaveLength(0);
  });

  it('a 0-byte receipt', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, sampleFile(new Uint8Array(0), 'receipt.png', 'image/png'));
    await submitClaim(user);
    expect(await findInlineError('The receipt file is empty: choose it again.')).toBeInTheDocument();
  });

  it('a photo over 40 megapixels, refused from its header without being decoded', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, sampleFile(jpegBytes(8160, 6120, { size: 4096 }), 'IMG_2041.jpg', 'image/jpeg'));
    await submitClaim(user);
    expect(await findInlineError('The receipt photo is over 40 megapixels: take it again at a lower resolution, or scan the receipt.')).toBeInTheDocument();
  });

  it('a receipt over 10 MB', async () => {
    const { userEvent: user } = await renderClaimForm();
    const large = pngReceipt('large.png', 10 * 1024 * 1024 + 1);
    await attachReceipt(user, large);
    await submitClaim(user);
    expect(await findInlineError('Receipt image must be no larger than 10 MB.')).toBeInTheDocument();
  });

  it('only one declaration confirmed', async () => {
    const { userEvent: user } = await renderClaimForm();
    await user.click(screen.getByLabelText('I confirm that this claim is accurate and true.'));
    await submitClaim(user);
    expect(await findInlineError('You must confirm both of the above to submit your claim.')).toBeInTheDocument();
  });
});

describe('the purchase table (spec §2/§9)', () => {
  it('totals each line and the claim both ways, at 5% up to 19 cylinders and 20% from 20', async () => {
    const { userEvent: user } = await renderClaimForm();
    await fillLine(user, '13kg Red Propane Cylinder', 10, 30);
    await fillLine(user, '13kg Green Patio Cylinder', 9, 21, true);

    const table = screen.getByRole('table', { name: 'Cylinders on the receipt' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('13kg Red Propane')).toHaveTextContent('£300£315');
    expect(row('13kg Green Patio')).toHaveTextContent('£180£189');
    expect(row('^Total')).toHaveTextContent('19 cylinders');
    expect(row('^Total')).toHaveTextContent('VAT at 5%');
    expect(row('^Total')).toHaveTextContent('£480£504');

    await fillLine(user, '13kg Red Propane Cylinder', 11, 30);
    expect(row('13kg Red Propane')).toHaveTextContent('£330£396');
    expect(row('13kg Green Patio')).toHaveTextContent('£157.50£189');
    expect(row('^Total')).toHaveTextContent('20 cylinders');
    expect(row('^Total')).toHaveTextContent('VAT at 20%');
    expect(row('^Total')).toHaveTextContent('£487.50£585');
  });

  it('names every field with its cylinder', async () => {
    await renderClaimForm();
    for (const cylinder of ['13kg Red Propane Cylinder', '19kg Red Propane Cylinder', '47kg Red Propane Cylinder', '13kg Green Patio Cylinder']) {
      expect(screen.getByRole('spinbutton', { name: `Quantity, ${cylinder}` })).toHaveValue(0);
      expect(screen.getByRole('spinbutton', { name: `Price per cylinder, ${cylinder}` })).toHaveValue(0);
      expect(screen.getByRole('checkbox', { name: `VAT included, ${cylinder}` })).not.toBeChecked();
    }
  });
});

describe('the receipt number is held to the contract and the text rule', () => {
  it('stops typing at its limit, and refuses a pasted number with a direction override beside the field, keeping what was typed', async () => {
    const { userEvent: user } = await renderClaimForm();
    const receiptNumber = screen.getByLabelText('Receipt number');
    expect(receiptNumber).toHaveAttribute('maxLength', '30');

    await user.click(receiptNumber);
    await user.paste('DGS-\u202E11002');
    await submitClaim(user);
    const message = 'Receipt number must not include characters that change the direction of text';
    expect(await findInlineError(message)).toBeInTheDocument();
    expect(receiptNumber).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(summaryLinks()).toContain(message);
    expect(receiptNumber).toHaveValue('DGS-\u202E11002');
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/upload-claim`)).toHaveLength(0);
  });
});
