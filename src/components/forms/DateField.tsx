import DatePicker from 'react-datepicker';
// In the chunk of the screens that have a date field, never in the first load.
import 'react-datepicker/dist/react-datepicker.css';
import { useController } from 'react-hook-form';
import { DISPLAY_DATE_FORMAT } from '@/domain/format/date';
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
        <div style={{ maxWidth: '14rem' }}>
          <DatePicker
            // react-hook-form focuses the field (error summary links) through the picker, which focuses its input.
            ref={(picker) => field.ref(picker && { focus: () => picker.setFocus() })}
            id={control.id}
            name={field.name}
            selected={field.value ?? null}
            onChange={(date: Date | null) => field.onChange(date)}
            onBlur={field.onBlur}
            dateFormat={DISPLAY_DATE_FORMAT}
            placeholderText="DD/MM/YYYY"
            autoComplete="off"
            className={controlClassName('form-control', isInvalid)}
            ariaInvalid={isInvalid ? 'true' : undefined}
            ariaDescribedBy={control['aria-describedby']}
            calendarStartDay={1}
            showPopperArrow={false}
          />
        </div>
      )}
    </Field>
  );
}
