import type { ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import type { FieldFrameProps } from './Field';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useField } from './useField';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupFieldProps extends Omit<FieldFrameProps, 'hideLabel'> {
  options: readonly RadioOption[];
  /** Side by side, for two or three short answers. */
  inline?: boolean;
  registerOptions?: RegisterOptions;
}

/**
 * One answer from a few: radios in a fieldset named by its legend (the label). The value is the chosen
 * option's value string, '' until one is chosen. The first radio carries the field's id, so the error
 * summary's link lands on it.
 */
export function RadioGroupField({ name, label, hint, className = 'mb-3', options, inline = false, registerOptions }: RadioGroupFieldProps) {
  const { register } = useFormContext();
  const field = useField(name, hint);
  return (
    <fieldset className={className}>
      <legend className="form-label fs-6 mb-2">{label}</legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {options.map((option, index) => {
        const id = index === 0 ? field.id : `${field.id}-${index}`;
        return (
          <div key={option.value} className={inline ? 'form-check form-check-inline' : 'form-check'}>
            <input
              type="radio"
              value={option.value}
              {...field.control}
              id={id}
              className={controlClassName('form-check-input', field.isInvalid)}
              {...register(name, registerOptions)}
            />
            <label htmlFor={id} className="form-check-label">
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}
