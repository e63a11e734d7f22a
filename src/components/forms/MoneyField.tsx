import { useFormContext } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field } from './Field';
import type { NumberFieldProps } from './NumberField';

/**
 * An amount in pounds, after a '£'. The form value is a number of pounds (12.5 for £12.50), NaN while the
 * box is empty or unreadable (react-hook-form's valueAsNumber), so its schema starts
 * number().typeError('…'). A number input, so it is a spin button to assistive technology, and pence
 * (step 0.01) are accepted.
 */
export function MoneyField({ name, label, hint, hideLabel, className, registerOptions, ...input }: NumberFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            £
          </span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...input}
            {...control}
            className={controlClassName('form-control', isInvalid)}
            {...register(name, { ...registerOptions, valueAsNumber: true })}
          />
        </div>
      )}
    </Field>
  );
}
