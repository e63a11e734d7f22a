import { useRef } from 'react';
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
  const picker = useRef<DatePicker | null>(null);
  // Escape that closes the calendar must not also close a modal around the field (reactstrap's Modal
  // closes on Escape's keyup): the key is the calendar's when it was open as the key went down.
  const escapeClosedCalendar = useRef(false);
  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <div
          style={{ maxWidth: '14rem' }}
          onKeyUp={(event) => {
            if (event.key === 'Escape' && escapeClosedCalendar.current) event.stopPropagation();
            escapeClosedCalendar.current = false;
          }}
        >
          <DatePicker
            // react-hook-form focuses the field (error summary links) through the picker, which focuses its input.
            ref={(instance) => {
              picker.current = instance;
              field.ref(instance && { focus: () => instance.setFocus() });
            }}
            onKeyDown={(event) => {
              escapeClosedCalendar.current = event.key === 'Escape' && Boolean(picker.current?.isCalendarOpen());
            }}
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
