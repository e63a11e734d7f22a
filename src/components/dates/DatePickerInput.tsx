import { useRef, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
// In the chunk of the screens that have a date field or a date filter, never in the first load.
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_DATE_FORMAT } from '@/domain/format/date';

export interface DatePickerInputProps {
  id: string;
  name?: string;
  /** The date shown (midnight, local time), or null for none. */
  selected: Date | null;
  /**
   * A date typed or picked, or null once the text is cleared. Typing calls it as each keystroke reads as
   * a date (01/02/2 is the year 2): `event.target` is then the input, holding the text typed.
   */
  onChange: (date: Date | null, event?: SyntheticEvent) => void;
  onBlur?: () => void;
  className: string;
  ariaInvalid?: 'true';
  ariaDescribedBy?: string;
  /** Given something that focuses the input (react-hook-form's field.ref), and null when it goes. */
  focusRef?: (handle: { focus: () => void } | null) => void;
}

/**
 * The portal's one date input, on react-datepicker: typed as DD/MM/YYYY or picked from the calendar
 * (spec §9's dd/MM/yyyy), weeks starting on Monday. Escape closes the calendar, and only the calendar:
 * not a modal around it. DateField (forms) and FilterDate (lists) frame it with their label.
 */
export function DatePickerInput({ id, name, selected, onChange, onBlur, className, ariaInvalid, ariaDescribedBy, focusRef }: DatePickerInputProps) {
  const picker = useRef<DatePicker | null>(null);
  // Escape that closes the calendar must not also close a modal around the input (reactstrap's Modal
  // closes on Escape's keyup): the key is the calendar's when it was open as the key went down.
  const escapeClosedCalendar = useRef(false);
  return (
    <div
      style={{ maxWidth: '14rem' }}
      onKeyUp={(event) => {
        if (event.key === 'Escape' && escapeClosedCalendar.current) event.stopPropagation();
        escapeClosedCalendar.current = false;
      }}
    >
      <DatePicker
        ref={(instance) => {
          picker.current = instance;
          focusRef?.(instance && { focus: () => instance.setFocus() });
        }}
        onKeyDown={(event) => {
          escapeClosedCalendar.current = event.key === 'Escape' && Boolean(picker.current?.isCalendarOpen());
        }}
        id={id}
        name={name}
        selected={selected}
        onChange={(date: Date | null, event?: SyntheticEvent) => onChange(date, event)}
        onBlur={onBlur}
        dateFormat={DISPLAY_DATE_FORMAT}
        placeholderText="DD/MM/YYYY"
        autoComplete="off"
        className={className}
        ariaInvalid={ariaInvalid}
        ariaDescribedBy={ariaDescribedBy}
        calendarStartDay={1}
        showPopperArrow={false}
      />
    </div>
  );
}
