import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { setupSimulator } from '../support/simulator';
import { attachReceipt, pngReceipt, renderClaimForm, stubObjectUrls } from './claimFormHarness';

setupSimulator();

let urls: { createObjectURL: Mock; revokeObjectURL: Mock };
beforeEach(() => {
  urls = stubObjectUrls();
});

describe('the receipt preview (spec §2/§9)', () => {
  it('shows an image as a thumbnail, and frees its object URL when replaced or removed', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, pngReceipt('first.png'));
    expect(screen.getByRole('img', { name: 'Preview of first.png' })).toHaveAttribute('src', 'blob:receipt-1');
    expect(screen.getByText('2 KB')).toBeInTheDocument();

    await attachReceipt(user, pngReceipt('second.png', 3 * 1024 * 1024));
    expect(screen.getByRole('img', { name: 'Preview of second.png' })).toHaveAttribute('src', 'blob:receipt-2');
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-1');
    expect(screen.getByText('3 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-2');
    expect((screen.getByLabelText('Receipt') as HTMLInputElement).value).toBe('');
  });

  it('shows a PDF by its name and size', async () => {
    const { userEvent: user } = await renderClaimForm();
    await attachReceipt(user, new File([new Uint8Array(1536)], 'till-slip.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('till-slip.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(urls.createObjectURL).not.toHaveBeenCalled();
  });

  it('frees the object URL when the form goes away', async () => {
    const { userEvent: user, unmount } = await renderClaimForm();
    await attachReceipt(user);
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
