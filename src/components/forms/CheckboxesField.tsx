import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useFormFields } from './FormFieldsContext';
import { useField } from './useField';

export interface CheckboxesFieldProps {
  /** The group: an object of booleans, one per item, validated as a whole (one message for the group). */
  name: string;
  legend: ReactNode;
  /** When a surrounding heading or legend already names the group. */
  hideLegend?: boolean;
  hint?: ReactNode;
  /** Each tick box: its key in the group's object (its value is a boolean) and its label. */
  items: readonly { name: string; label: ReactNode }[];
  className?: string;
}

/**
 * Tick boxes that answer one question together (e.g. 'confirm both declarations'): a fieldset whose one
 * message describes every box. The error summary's link for the group focuses its first box.
 */
export function CheckboxesField({ name, legend, hideLegend = false, hint, items, className = 'mb-3' }: CheckboxesFieldProps) {
  const { register } = useFormContext();
  const { idFor } = useFormFields();
  const group = useField(name, hint);
  return (
    <fieldset id={group.id} className={className}>
      <legend className={hideLegend ? 'visually-hidden' : 'form-label fs-6 mb-2'}>{legend}</legend>
      <FieldHint id={group.hintId}>{hint}</FieldHint>
      {items.map((item) => {
        const itemName = `${name}.${item.name}`;
        const id = idFor(itemName);
        return (
          <div className="form-check mb-2" key={item.name}>
            <input
              id={id}
              type="checkbox"
              className={controlClassName('form-check-input', group.isInvalid)}
              aria-invalid={group.control['aria-invalid']}
              aria-describedby={group.control['aria-describedby']}
              {...register(itemName)}
            />
            <label htmlFor={id} className="form-check-label">
              {item.label}
            </label>
          </div>
        );
      })}
      <FieldError id={group.errorId} message={group.error} />
    </fieldset>
  );
}
