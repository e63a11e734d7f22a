import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps
  extends FieldFrameProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'name' | 'id' | 'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
    > {
  options: readonly SelectOption[];
  /** The empty first choice (value ''), e.g. 'Choose…'; the schema says whether it may stay chosen. */
  placeholder?: string;
  registerOptions?: RegisterOptions;
}

/** A dropdown; the value is the chosen option's value string ('' for the placeholder). */
export function SelectField({ name, label, hint, hideLabel, className, options, placeholder, registerOptions, ...select }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <select {...select} {...control} className={controlClassName('form-select', isInvalid)} {...register(name, registerOptions)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
