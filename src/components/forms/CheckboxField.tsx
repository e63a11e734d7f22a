import type { ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useField } from './useField';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Read out but not shown, e.g. a tick box in a table cell under its column heading. */
  hideLabel?: boolean;
  className?: string;
  registerOptions?: RegisterOptions;
}

/** One tick box with its own label after it (a consent, an option); the value is a boolean. */
export function CheckboxField({ name, label, hint, hideLabel = false, className = 'mb-3', registerOptions }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const field = useField(name, hint);
  return (
    <div className={hideLabel ? className : ['form-check', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...field.control} className={controlClassName('form-check-input', field.isInvalid)} {...register(name, registerOptions)} />
      <label htmlFor={field.id} className={hideLabel ? 'visually-hidden' : 'form-check-label'}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
