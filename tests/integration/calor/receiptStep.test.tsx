import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { htmlBytes, jpegBytes, pdfBytes, sampleFile } from '../../mocks/data/sampleFiles';
import { setupSimulator } from '../support/simulator';
import { findInlineError } from '../support/formErrors';
import { attachReceipt, pngReceipt, stubObjectUrls, submitClaim, CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
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

let urls: { createObjectURL: Mock; revokeObjectURL: Mock };
beforeEach(() => {
  urls = stubObjectUrls();
});

describe('the receipt preview (spec §2/§9)', () => {
  it('shows an image as a thumbnail, and frees its object URL when replaced or removed', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, pngReceipt('first.png'));
    // Shown once its bytes say it is an image.
    expect(await screen.findByRole('img', { name: 'Preview of first.png' })).toHaveAttribute('src', 'blob:receipt-1');
    expect(screen.getByText('2 KB')).toBeInTheDocument();

    await attachReceipt(user, pngReceipt('second.png', 3 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Preview of second.png' })).toHaveAttribute('src', 'blob:receipt-2');
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-1');
    expect(screen.getByText('3 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-2');
    expect((screen.getByLabelText('Receipt') as HTMLInputElement).value).toBe('');
  });

  it('shows a PDF by its name and size', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, sampleFile(pdfBytes(1536), 'till-slip.pdf', 'application/pdf'));
    expect(screen.getByText('till-slip.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(urls.createObjectURL).not.toHaveBeenCalled();
  });

  it.each([
    { what: 'an HTML file named .png', file: sampleFile(htmlBytes(), 'receipt.png', 'image/png'), message: 'Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.' },
    {
      what: 'a photo over 40 megapixels (never decoded)',
      file: sampleFile(jpegBytes(10_000, 10_000), 'IMG_2041.jpg', 'image/jpeg'),
      message: 'The receipt photo is over 40 megapixels: take it again at a lower resolution, or scan the receipt.',
    },
  ])('shows no thumbnail of $what, only its name', async ({ file, message }) => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, file);
    await submitClaim(user);
    // By the time the form has judged the file, its bytes have been read.
    expect(await findInlineError(message)).toBeInTheDocument();
    expect(screen.getByText(file.name)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(urls.createObjectURL).not.toHaveBeenCalled();
  });

  it('frees the object URL when the form goes away', async () => {
    const { userEvent: user, unmount } = await renderClaimForm();
    await attachReceipt(user);
    await screen.findByRole('img', { name: /Preview of/ });
    unmount();
    await waitFor(() => expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-1'));
  });

  it("offers 'Replace receipt', which opens the file picker", async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user);
    const input = screen.getByLabelText('Receipt');
    let opened = false;
    input.addEventListener('click', () => (opened = true));
    await user.click(screen.getByRole('button', { name: 'Replace receipt' }));
    expect(opened).toBe(true);
  });
});
