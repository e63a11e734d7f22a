import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { formDraftKey } from '@/domain/formDraftKeys';
import { storedDraft } from '@/domain/formDrafts';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { DraftHousekeeping } from '@/session/DraftHousekeeping';
import { useFormDraft } from '@/session/useFormDraft';
import { jpegBytes, sampleFile } from '../../mocks/data/sampleFiles';
import { renderWithProviders } from '../support/renderWithProviders';

interface NoteValues {
  /** Prefilled, as a form's fields are from the API. */
  unit: string;
  note: string;
  photo: File | null;
}
const schema: ObjectSchema<NoteValues> = object({
  unit: string().defined(),
  note: string().defined().required('Write a note'),
  photo: mixed<File>().nullable().defined(),
});

function NoteForm() {
  const form = useSchemaForm(schema, { defaultValues: { unit: 'The Larder Café, 1 Mill Lane', note: '', photo: null } });
  const draft = useFormDraft(form, 'note');
  return (
    <Form form={form} onSubmit={() => draft.discard()}>
      {draft.isRestored && <DraftRestoredNotice hasFiles />}
      <TextField name="unit" label="Unit" />
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
    await first.userEvent.upload(screen.getByLabelText('Photo'), sampleFile(jpegBytes(), 'fridge.jpg', 'image/jpeg'));
    await waitFor(() => expect(memberDraft()).toContain('Fridge 3 was at 9 °C'));
    expect(memberDraft()).not.toContain('fridge.jpg');
    // Only what the person typed: the prefilled unit is loaded again with the form.
    expect(JSON.parse(memberDraft()!)).toEqual({ savedAt: expect.any(String), values: { note: 'Fridge 3 was at 9 °C' } });
    first.unmount(); // the session ended; the person signs in again and comes back

    renderWithProviders(<NoteForm />, { account: 'member-active' });
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('Fridge 3 was at 9 °C'));
    expect(screen.getByLabelText('Unit')).toHaveValue('The Larder Café, 1 Mill Lane');
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

  it('expire 14 days after their last change: an older one is neither restored nor kept', async () => {
    const key = formDraftKey({ userId: 'auth0|member-active', membershipNumber: 'LM100001' }, 'note');
    localStorage.setItem(key, storedDraft({ note: 'Left a fortnight ago' }, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000)));
    renderWithProviders(
      <>
        <DraftHousekeeping />
        <NoteForm />
      </>,
      { account: 'member-active' },
    );
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('go when someone else signs in on the same browser, who is then remembered as the last person', async () => {
    const left = formDraftKey({ userId: 'auth0|member-active', membershipNumber: 'LM100001' }, 'note');
    localStorage.setItem(left, storedDraft({ note: 'Private' }, new Date()));
    localStorage.setItem(STORAGE_KEYS.lastSignedIn, 'auth0|member-active');
    renderWithProviders(<DraftHousekeeping />, { account: 'member-new' });
    await waitFor(() => expect(localStorage.getItem(left)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.lastSignedIn)).toBe('auth0|member-new');
  });

  it('stay when the same person signs in again', async () => {
    const mine = formDraftKey({ userId: 'auth0|member-active', membershipNumber: 'LM100001' }, 'note');
    localStorage.setItem(mine, storedDraft({ note: 'Mine' }, new Date()));
    localStorage.setItem(STORAGE_KEYS.lastSignedIn, 'auth0|member-active');
    renderWithProviders(
      <>
        <DraftHousekeeping />
        <NoteForm />
      </>,
      { account: 'member-active' },
    );
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('Mine'));
    expect(localStorage.getItem(mine)).not.toBeNull();
  });
});
