import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pressEscape } from './pressEscape';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormModal, type FormModalProps } from '@/components/modals/FormModal';

const FORM_ID = 'company-details-form';

function renderFormModal(props: Partial<FormModalProps> = {}, onSubmit = vi.fn()) {
  const all: FormModalProps = {
    isOpen: true,
    title: 'Please Enter Your Company Details',
    onClose: vi.fn(),
    submitLabel: 'Save',
    workingLabel: 'Saving Changes...',
    isWorking: false,
    isSubmitDisabled: false,
    onDismissError: vi.fn(),
    formId: FORM_ID,
    children: null,
    ...props,
  };
  const form = (
    <form
      id={FORM_ID}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="vat">VAT number</label>
      <input id="vat" />
    </form>
  );
  const view = render(<FormModal {...all}>{form}</FormModal>);
  return {
    ...view,
    props: all,
    rerenderWith: (changes: Partial<FormModalProps>) => view.rerender(<FormModal {...all} {...changes}>{form}</FormModal>),
  };
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Please Enter Your Company Details' });
}

describe('FormModal', () => {
  it('is a dialog labelled by its title, holding the form, a Close button and the submit button', () => {
    renderFormModal();
    const modal = dialog();
    expect(within(modal).getByRole('textbox', { name: 'VAT number' })).toBeInTheDocument();
    expect(within(modal).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(within(modal).getByRole('button', { name: 'Save' })).toHaveAttribute('form', FORM_ID);
  });

  it('submits the form from the footer button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderFormModal({}, onSubmit);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables submit while the form says so (e.g. nothing changed yet)', () => {
    renderFormModal({ isSubmitDisabled: true });
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('shows the working state: working label with a spinner, both buttons disabled, no dismissing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderFormModal({ isWorking: true, onClose });
    const submit = within(dialog()).getByRole('button', { name: 'Saving Changes...' });
    expect(submit).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(submit.querySelector('.spinner-border')).not.toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();

    pressEscape(dialog());
    await user.click(dialog()); // the backdrop area around the modal's box
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the submit label while working when no working label is given', () => {
    renderFormModal({ isWorking: true, workingLabel: undefined });
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('closes with Close or Escape when not working', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderFormModal({ onClose });
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    pressEscape(dialog());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the error in a dismissible red alert', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    renderFormModal({ error: 'There was an error saving your company details.', onDismissError });
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('There was an error saving your company details.');
    expect(alert).toHaveClass('alert-danger');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });

  it('asks the caller to clear the error when the modal closes', () => {
    const onDismissError = vi.fn();
    const { rerenderWith } = renderFormModal({ error: 'Failed', onDismissError });
    expect(onDismissError).not.toHaveBeenCalled();
    rerenderWith({ isOpen: false });
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });

  it('has no alert after closing and opening again, driven by a caller that owns the error', async () => {
    const user = userEvent.setup();
    function Caller() {
      const [isOpen, setOpen] = useState(true);
      const [error, setError] = useState<string | undefined>('Failed to save');
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit details
          </button>
          <FormModal
            isOpen={isOpen}
            title="Please Enter Your Company Details"
            onClose={() => setOpen(false)}
            submitLabel="Save"
            isWorking={false}
            isSubmitDisabled={false}
            error={error}
            onDismissError={() => setError(undefined)}
            formId={FORM_ID}
          >
            <form id={FORM_ID} />
          </FormModal>
        </>
      );
    }
    render(<Caller />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to save');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
