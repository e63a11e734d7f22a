import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { formDraftKey } from '@/domain/formDraftKeys';
import { useFormDraft } from '@/session/useFormDraft';
import { renderWithProviders } from '../support/renderWithProviders';

interface NoteValues {
  note: string;
  photo: File | null;
}
const schema: ObjectSchema<NoteValues> = object({ note: string().defined().required('Write a note'), photo: mixed<File>().nullable().defined() });

function NoteForm() {
  const form = useSchemaForm(schema, { defaultValues: { note: '', photo: null } });
  const draft = useFormDraft(form, 'note');
  return (
    <Form form={form} onSubmit={() => draft.discard()}>
      {draft.isRestored && <DraftRestoredNotice hasFiles />}
      <TextField name="note" label="Note" />
      <FileField name="photo" label="Photo" />
      <button type="submit">Send</button>
    </Form>
  );
}

const memberDraft = () => localStorage.getItem(formDraftKey({ userId: 'auth0|member-active', membershipNumber: 'LM100001' }, 'note'));

describe('form drafts (the session can end mid-form: nothing typed is lost)', () => {
  it('are kept as the person types, without files, and restored with a notice when the form opens again', async () => {
    const first = renderWithProviders(<NoteForm />, { account: 'member-active' });
    await first.userEvent.type(screen.getByLabelText('Note'), 'Fridge 3 was at 9 °C');
    await first.userEvent.upload(screen.getByLabelText('Photo'), new File(['x'], 'fridge.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(memberDraft()).toContain('Fridge 3 was at 9 °C'));
    expect(memberDraft()).not.toContain('fridge.jpg');
    first.unmount(); // the session ended; the person signs in again and comes back

    renderWithProviders(<NoteForm />, { account: 'member-active' });
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('Fridge 3 was at 9 °C'));
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByText(/Files cannot be kept: please attach them again/)).toBeInTheDocument();
  });

  it('belong to the person signed in: someone else signing in on the same browser never sees them', async () => {
    const first = renderWithProviders(<NoteForm />, { account: 'member-active' });
    await first.userEvent.type(screen.getByLabelText('Note'), 'Private');
    await waitFor(() => expect(memberDraft()).not.toBeNull());
    first.unmount();

    renderWithProviders(<NoteForm />, { account: 'member-new' });
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('belong to the member in view: staff acting for another member do not see them', async () => {
    const first = renderWithProviders(<NoteForm />, { account: 'account-manager', override: { membershipNumber: 'LM100001', accountId: '00000000-0000-4000-8000-000000000001' } });
    await first.userEvent.type(screen.getByLabelText('Note'), 'For LM100001');
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(2));
    first.unmount();

    renderWithProviders(<NoteForm />, { account: 'account-manager', override: { membershipNumber: 'LM100002', accountId: '00000000-0000-4000-8000-000000000002' } });
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('go once the values are sent, and are not kept for a form changed back to how it started', async () => {
    const { userEvent } = renderWithProviders(<NoteForm />, { account: 'member-active' });
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await waitFor(() => expect(memberDraft()).not.toBeNull());
    await userEvent.clear(screen.getByLabelText('Note'));
    await waitFor(() => expect(memberDraft()).toBeNull());

    await userEvent.type(screen.getByLabelText('Note'), 'Sent');
    await waitFor(() => expect(memberDraft()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(memberDraft()).toBeNull());
  });
});
