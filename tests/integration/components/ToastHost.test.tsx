import { act, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/components/toasts/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '@/components/toasts/ToastHost';

async function renderHost() {
  render(<ToastHost />);
  // The container is loaded after the first paint.
  return screen.findByRole('region', { name: 'Notifications' });
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('ToastHost', () => {
  it('announces each toast as an alert inside a polite live region', async () => {
    const region = await renderHost();
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast.success('Your details have been successfully updated.');
    });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Your details have been successfully updated.');
  });

  it('shows toasts at the top right, newest first', async () => {
    const region = await renderHost();
    act(() => {
      toast.success('First');
      toast.error('Second');
    });
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(2));
    expect(within(region).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Second', 'First']);
    // eslint-disable-next-line testing-library/no-node-access -- where toasts appear is a CSS class on react-toastify's container, not in the accessibility tree
    expect(region.querySelector('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });

  it('closes toasts on their own after 5 seconds', async () => {
    const region = await renderHost();
    act(() => {
      toast.success('Saved');
    });
    await within(region).findByRole('alert');
    // react-toastify times the close with the progress bar's animation.
    const timer = within(region).getByRole('progressbar', { hidden: true });
    expect(timer).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('shows toasts raised before it had loaded', async () => {
    act(() => {
      toast.error('There was an error saving your company details.');
    });
    const region = await renderHost();
    expect(await within(region).findByRole('alert')).toHaveTextContent('There was an error saving your company details.');
  });
});
