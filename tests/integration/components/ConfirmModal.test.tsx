import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { pressEscape } from './pressEscape';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { ConfirmModal, type ConfirmModalProps } from '@/components/modals/ConfirmModal';
import { deferred } from './deferred';
import { renderWithProviders } from '../support/renderWithProviders';

interface HarnessProps extends Partial<Pick<ConfirmModalProps, 'errorMessage' | 'onClose'>> {
  /** The action the caller's mutation runs. */
  action?: () => Promise<void>;
}

/** A page with a button that opens the modal, driving it from a mutation as callers do. */
function Page({ action = async () => {}, errorMessage, onClose }: HarnessProps) {
  const [isOpen, setOpen] = useState(true);
  const withdraw = useMutation({ mutationFn: action });
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw
      </button>
      <ConfirmModal
        isOpen={isOpen}
        title="Withdraw this claim?"
        confirmLabel="Withdraw claim"
        onConfirm={() => withdraw.mutate(undefined, { onSuccess: close })}
        isWorking={withdraw.isPending}
        error={withdraw.error}
        onDismissError={withdraw.reset}
        errorMessage={errorMessage}
        onClose={close}
      >
        <p>The claim will be withdrawn.</p>
      </ConfirmModal>
    </>
  );
}

function Harness(props: HarnessProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Page {...props} />
    </QueryClientProvider>
  );
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Withdraw this claim?' });
}

async function waitForClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('ConfirmModal', () => {
  it('is a dialog labelled by its title, with its message, a Close button and the confirm button', () => {
    renderWithProviders(<Harness />);
    const modal = dialog();
    expect(modal).toHaveAttribute('aria-labelledby', within(modal).getByRole('heading', { name: 'Withdraw this claim?' }).id);
    expect(within(modal).getByText('The claim will be withdrawn.')).toBeInTheDocument();
    expect(within(modal).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(within(modal).getByRole('button', { name: 'Withdraw claim' })).toBeEnabled();
  });

  it('closes with Close without confirming', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    renderWithProviders(<Harness action={action} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitForClosed();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the working state while the action runs: spinner, both buttons disabled, no dismissing', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onClose = vi.fn();
    renderWithProviders(<Harness action={() => action.promise} onClose={onClose} />);

    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    const confirm = within(dialog()).getByRole('button', { name: 'Withdraw claim' });
    expect(confirm).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(confirm.querySelector('.spinner-border')).not.toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();

    pressEscape(dialog());
    await user.click(dialog()); // the backdrop area around the modal's box
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();

    await act(async () => action.resolve());
    await waitForClosed();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed with Escape or by clicking outside it when not working', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    pressEscape(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitForClosed();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(dialog()); // the backdrop area around the modal's box
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the failure in a dismissible red alert and lets the user try again', async () => {
    const user = userEvent.setup();
    const action = vi.fn().mockRejectedValueOnce(new Error('The claim could not be withdrawn.'));
    renderWithProviders(<Harness action={action} />);

    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The claim could not be withdrawn.');
    expect(alert).toHaveClass('alert-danger');
    const confirm = within(dialog()).getByRole('button', { name: 'Withdraw claim' });
    expect(confirm).toBeEnabled();
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(confirm.querySelector('.spinner-border')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    await waitForClosed();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('words the alert through errorMessage when it is a mapping (e.g. spec §8 by status)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness action={() => Promise.reject(new Error('HTTP 409'))} errorMessage={(error) => `Refused: ${error.message}`} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Refused: HTTP 409');
  });

  it('shows the given errorMessage rather than the error itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness action={() => Promise.reject(new Error('HTTP 500'))} errorMessage="Please try again later." />);
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Please try again later.');
    expect(within(dialog()).queryByText('HTTP 500')).not.toBeInTheDocument();
  });

  it('falls back to a plain message when the failure carries none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness action={() => Promise.reject('nope')} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('clears the alert when the modal closes, so it is gone when opened again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness action={() => Promise.reject(new Error('The claim could not be withdrawn.'))} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw claim' }));
    await within(dialog()).findByRole('alert');

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitForClosed();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
