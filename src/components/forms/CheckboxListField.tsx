import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useField } from './useField';

export interface CheckboxListOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxListFieldProps {
  /** The field: an array of the chosen options' values (yup: array().min(1, '…') for "at least one"). */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly CheckboxListOption[];
  /** Two columns on wider screens, for long lists (food types, allergens). */
  columns?: 1 | 2;
  /** The chosen values are fixed (e.g. set by a franchise): shown, not changeable. */
  disabled?: boolean;
  className?: string;
}

/**
 * Choose any number from a list: tick boxes in a fieldset named by its legend, whose value is the array of
 * chosen values in the list's order. The first box carries the field's id, so the error summary lands on it.
 */
export function CheckboxListField({ name, legend, hint, options, columns = 1, disabled = false, className = 'mb-3' }: CheckboxListFieldProps) {
  const { field } = useController({ name });
  const group = useField(name, hint);
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...chosen, value] : chosen.filter((item) => item !== value);
    // Kept in the list's order, whatever order they were ticked in.
    field.onChange(options.map((option) => option.value).filter((option) => next.includes(option)));
  };
  return (
    <fieldset className={className} aria-describedby={group.control['aria-describedby']}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <FieldHint id={group.hintId}>{hint}</FieldHint>
      <div className={columns === 2 ? 'row row-cols-1 row-cols-md-2 g-0' : undefined}>
        {options.map((option, index) => {
          const id = index === 0 ? group.id : `${group.id}-${index}`;
          return (
            <div className={columns === 2 ? 'col' : undefined} key={option.value}>
              <div className="form-check mb-1">
                <input
                  id={id}
                  ref={index === 0 ? field.ref : undefined}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  className={controlClassName('form-check-input', group.isInvalid)}
                  aria-invalid={group.control['aria-invalid']}
                  checked={chosen.includes(option.value)}
                  disabled={disabled}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={field.onBlur}
                />
                <label htmlFor={id} className="form-check-label">
                  {option.label}
                </label>
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={group.errorId} message={group.error} />
    </fieldset>
  );
}
