import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useField, type FieldControlProps } from './useField';

/** What every labelled field takes. */
export interface FieldFrameProps {
  /** The field's name in the form's values; dotted for nested ones (purchaseDetails.1.quantity). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Read out but not shown, where the layout already says it (a table row's heading and column). */
  hideLabel?: boolean;
  /** The frame's own classes (its spacing); 'mb-3' by default. */
  className?: string;
}

interface FieldProps extends FieldFrameProps {
  /** The control, given its id and ARIA to spread, and whether it is invalid (for 'is-invalid'). */
  children: (control: FieldControlProps, isInvalid: boolean) => ReactNode;
}

/** The frame of a labelled field: label, hint, the control, and its inline error, all tied together. */
export function Field({ name, label, hint, hideLabel = false, className = 'mb-3', children }: FieldProps) {
  const field = useField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={field.id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children(field.control, field.isInvalid)}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
