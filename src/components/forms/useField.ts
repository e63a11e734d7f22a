import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { errorMessageOf } from './errorSummaryEntries';
import { useFormFields } from './FormFieldsContext';

/** Spread on a field's control: its id, and the ARIA that ties it to its hint and inline error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Whether a hint (or other optional text) will render: React renders nothing for these. */
export function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FieldState {
  id: string;
  hintId: string;
  errorId: string;
  /** The inline message: the same words the error summary links to this field. */
  error?: string;
  isInvalid: boolean;
  control: FieldControlProps;
}

/**
 * The ids and error state of one field of the surrounding <Form>. The field components use it; a custom
 * control (a combobox, a table of rows) uses it to join the same pattern. aria-describedby lists the hint
 * (when `hint` will show), then the error.
 */
export function useField(name: string, hint?: ReactNode): FieldState {
  const { idFor } = useFormFields();
  const { errors } = useFormState({ name });
  const error = errorMessageOf(get(errors, name));
  const id = idFor(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [isShown(hint) && hintId, error && errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    error,
    isInvalid: Boolean(error),
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}
