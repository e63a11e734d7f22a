import type { TextareaHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

export interface TextAreaFieldProps
  extends FieldFrameProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'name' | 'id' | 'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
    > {
  registerOptions?: RegisterOptions;
}

/** Several lines of text (an address, premises, a note); the value is the string typed. */
export function TextAreaField({ name, label, hint, hideLabel, className, registerOptions, rows = 3, ...textarea }: TextAreaFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <textarea rows={rows} {...textarea} {...control} className={controlClassName('form-control', isInvalid)} {...register(name, registerOptions)} />
      )}
    </Field>
  );
}
