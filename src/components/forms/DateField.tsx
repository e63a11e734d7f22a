import { useController } from 'react-hook-form';
import { DatePickerInput } from '@/components/dates/DatePickerInput';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

/**
 * A date, typed as DD/MM/YYYY or picked from the calendar (spec §9's dd/MM/yyyy); Escape closes the
 * calendar. The form value is a Date (midnight, local time), or null while empty or unreadable: the
 * schema says which dates are allowed, with its own messages (a greyed-out day would explain nothing).
 */
export function DateField({ name, label, hint, hideLabel, className }: FieldFrameProps) {
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <DatePickerInput
          // react-hook-form focuses the field (error summary links) through the picker, which focuses its input.
          focusRef={field.ref}
          id={control.id}
          name={field.name}
          selected={field.value ?? null}
          onChange={(date) => field.onChange(date)}
          onBlur={field.onBlur}
          className={controlClassName('form-control', isInvalid)}
          ariaInvalid={isInvalid ? 'true' : undefined}
          ariaDescribedBy={control['aria-describedby']}
        />
      )}
    </Field>
  );
}
