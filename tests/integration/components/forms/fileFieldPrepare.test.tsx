import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mixed, object, type ObjectSchema } from 'yup';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { renderWithProviders } from '../../support/renderWithProviders';
import { deferred } from '../deferred';

interface PhotoValues {
  photo: File | null;
}
const schema: ObjectSchema<PhotoValues> = object({ photo: mixed<File>().nullable().defined().required('Choose a photo') });

function PhotoForm({ prepare, send }: { prepare: (file: File) => Promise<File>; send: (file: File) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { photo: null } });
  return (
    <Form form={form} onSubmit={({ photo }) => send(photo!)}>
      <FileField name="photo" label="Photo" prepare={prepare}>
        {(file, { original }) => <p>{original ? `${file.name}, made from ${original.name}` : file.name}</p>}
      </FileField>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('FileField with prepare (a phone photo scaled down before it is sent)', () => {
  it('says it is preparing the file, holds the input meanwhile, then holds the prepared file and tells what it came from', async () => {
    const ready = deferred<File>();
    const prepare = vi.fn(() => ready.promise);
    const send = vi.fn();
    const { userEvent } = renderWithProviders(<PhotoForm prepare={prepare} send={send} />);
    const big = new File([new Uint8Array(3000)], 'IMG_1234.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), big);

    expect(prepare).toHaveBeenCalledWith(big);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing IMG_1234.png…');
    expect(screen.getByLabelText('Photo')).toBeDisabled();

    const small = new File([new Uint8Array(300)], 'IMG_1234.jpg', { type: 'image/jpeg' });
    ready.resolve(small);
    expect(await screen.findByText('IMG_1234.jpg, made from IMG_1234.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(small));
  });

  it('a file prepare leaves as it is shows with no "made from"', async () => {
    const { userEvent } = renderWithProviders(<PhotoForm prepare={async (file) => file} send={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['x'], 'small.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('small.jpg')).toBeInTheDocument();
  });
});
