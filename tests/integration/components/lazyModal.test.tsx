import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InformationModal } from '@/components/modals/InformationModal';
import { lazyModal, useModalOpening } from '@/components/modals/lazyModal';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { ModalSlot } from '@/session/ModalSlot';
import { deferred } from './deferred';
import { renderWithProviders } from '../support/renderWithProviders';

interface NoteModalProps {
  onClose: () => void;
}

function NoteModal({ onClose }: NoteModalProps) {
  return (
    <InformationModal isOpen title="Add a note" onClose={onClose}>
      <p>Write the note here.</p>
    </InformationModal>
  );
}

/** A page whose one modal's code is fetched when it is first opened, each fetch settled by the test. */
function pageWithLazyModal() {
  const fetches: ReturnType<typeof deferred<ComponentType<NoteModalProps>>>[] = [];
  const load = vi.fn(() => {
    const fetch = deferred<ComponentType<NoteModalProps>>();
    fetches.push(fetch);
    return fetch.promise;
  });
  const LazyNoteModal = lazyModal(load);
  function Page() {
    const { dialog, opening, open, close } = useModalOpening<'note'>();
    return (
      <>
        <OpeningButton className="btn btn-primary" isOpening={opening === 'note'} onPreload={() => undefined} onClick={() => open('note')}>
          Add a note
        </OpeningButton>
        <ModalSlot onClose={close}>{dialog === 'note' && <LazyNoteModal onClose={close} />}</ModalSlot>
      </>
    );
  }
  return { Page, load, fetches };
}

describe('a modal fetched when first opened', () => {
  it('keeps the page while its code comes, the button saying it is working, then opens with focus inside it', async () => {
    const user = userEvent.setup();
    const { Page, fetches } = pageWithLazyModal();
    renderWithProviders(<Page />);
    const button = screen.getByRole('button', { name: 'Add a note' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fetches[0]!.resolve(NoteModal);
    const modal = await screen.findByRole('dialog', { name: 'Add a note' });
    await waitFor(() => expect(modal).toHaveFocus());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says so when its code cannot be fetched, and asks again at the next opening', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, load, fetches } = pageWithLazyModal();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module: /assets/NoteModal.js'));

    const failed = await screen.findByRole('dialog', { name: 'This could not be opened' });
    expect(failed).toHaveTextContent('Please check your connection and try again.');
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(load).toHaveBeenCalledTimes(2);
    fetches[1]!.resolve(NoteModal);
    expect(await screen.findByRole('dialog', { name: 'Add a note' })).toBeInTheDocument();
  });
});
