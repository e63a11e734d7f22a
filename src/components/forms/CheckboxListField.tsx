import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useField } from './useField';

export interface CheckboxListOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxListFieldProps {
  /** The value is the list of the chosen options' values (yup: array().min(1, …) for "choose at least one"). */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly CheckboxListOption[];
  className?: string;
}

/**
 * Tick boxes choosing any number of items from a list (units, areas): a fieldset whose value is an array,
 * even with one option (react-hook-form's own checkbox group gives a boolean then). The first box carries
 * the field's id, so the error summary's link lands on it.
 */
export function CheckboxListField({ name, legend, hint, options, className = 'mb-3' }: CheckboxListFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const group = useField(name, hint);
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...chosen.filter((item) => item !== value), value] : chosen.filter((item) => item !== value));

  return (
    <fieldset className={className}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <FieldHint id={group.hintId}>{hint}</FieldHint>
      {options.map((option, index) => {
        const id = index === 0 ? group.id : `${group.id}-${index}`;
        return (
          <div className="form-check mb-2" key={option.value}>
            <input
              id={id}
              type="checkbox"
              name={name}
              value={option.value}
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              className={controlClassName('form-check-input', group.isInvalid)}
              aria-invalid={group.control['aria-invalid']}
              aria-describedby={group.control['aria-describedby']}
            />
            <label htmlFor={id} className="form-check-label">
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldError id={group.errorId} message={group.error} />
    </fieldset>
  );
}
