import type { InputHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

/** The input's own attributes (type, autoComplete, maxLength, inputMode, style…); the form owns the rest. */
export type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends FieldFrameProps, InputAttributes {
  /** Passed to register: deps, setValueAs, valueAsNumber, onBlur… Validation rules belong in the schema. */
  registerOptions?: RegisterOptions;
}

/** A one-line input; its value is the string typed (valueAsNumber etc. through registerOptions). */
export function TextField({ name, label, hint, hideLabel, className, registerOptions, type = 'text', ...input }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <input type={type} {...input} {...control} className={controlClassName('form-control', isInvalid)} {...register(name, registerOptions)} />
      )}
    </Field>
  );
}
