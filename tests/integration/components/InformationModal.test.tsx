import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pressEscape } from './pressEscape';
import { describe, expect, it, vi } from 'vitest';
import { InformationModal } from '@/components/modals/InformationModal';
import { renderWithProviders } from '../support/renderWithProviders';

describe('InformationModal', () => {
  it('is a dialog labelled by its title, showing its content', () => {
    renderWithProviders(
      <InformationModal isOpen title="Before you claim" onClose={() => {}}>
        <p>Receipts must be uploaded within 3 months of purchase.</p>
      </InformationModal>,
    );
    const modal = screen.getByRole('dialog', { name: 'Before you claim' });
    expect(within(modal).getByRole('heading', { name: 'Before you claim' })).toBeInTheDocument();
    expect(within(modal).getByText('Receipts must be uploaded within 3 months of purchase.')).toBeInTheDocument();
  });

  it('closes with its one Close button or with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <InformationModal isOpen title="Before you claim" onClose={onClose}>
        text
      </InformationModal>,
    );
    const modal = screen.getByRole('dialog', { name: 'Before you claim' });
    const close = within(modal).getAllByRole('button', { name: 'Close' });
    expect(close).toHaveLength(1);
    await user.click(close[0]!);
    pressEscape(modal);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('puts extra footer content before the Close button', async () => {
    const user = userEvent.setup();
    const dontShowAgain = vi.fn();
    renderWithProviders(
      <InformationModal
        isOpen
        title="Before you claim"
        onClose={() => {}}
        footer={
          <button type="button" onClick={dontShowAgain}>
            Don&apos;t show again
          </button>
        }
      >
        text
      </InformationModal>,
    );
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(["Don't show again", 'Close']);
    await user.click(buttons[0]!);
    expect(dontShowAgain).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <InformationModal isOpen={false} title="Before you claim" onClose={() => {}}>
        text
      </InformationModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
