import { useRef, useState, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
// In the chunk of the screens that have a date field or a date filter, never in the first load.
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_DATE_FORMAT, formatDate, readTypedDate } from '@/domain/format/date';

export interface DatePickerInputProps {
  id: string;
  name?: string;
  /** The date shown (midnight, local time), or null for none. */
  selected: Date | null;
  /**
   * A date picked, or the date the text typed reads as on each keystroke: null while it is not a whole,
   * real DD/MM/YYYY date (`readTypedDate`). For typing, `event.target` is the input, holding the text typed.
   */
  onChange: (date: Date | null, event?: SyntheticEvent) => void;
  onBlur?: () => void;
  /**
   * Leaving the field with text that is no whole date shows the selected date again (a list's filter,
   * whose date is still the one applied). Otherwise the text stays as typed, for the form to explain.
   */
  restoresOnBlur?: boolean;
  className: string;
  ariaInvalid?: 'true';
  ariaDescribedBy?: string;
  /** Given something that focuses the input (react-hook-form's field.ref), and null when it goes. */
  focusRef?: (handle: { focus: () => void } | null) => void;
}

const sameDate = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The portal's one date input, on react-datepicker: typed as DD/MM/YYYY or picked from the calendar
 * (spec §9's dd/MM/yyyy), weeks starting on Monday. DateField (forms) and FilterDate (lists) frame it
 * with their label.
 *
 * What is typed is what is kept (issue 37): the input shows the text typed, never the picker's reading
 * of it, and the date is read by one rule (`readTypedDate`), never the picker's lenient parser (which
 * reads 12/13/2026 month first; strictParsing keeps it to the text exactly). The calendar closes once the text is a whole, real date, so it never
 * covers the next field (a click there used to pick whichever day lay under it); Tab, Escape and a
 * click outside close it too. Escape closes the calendar, and only the calendar: not a modal around it.
 */
export function DatePickerInput({ id, name, selected, onChange, onBlur, restoresOnBlur = false, className, ariaInvalid, ariaDescribedBy, focusRef }: DatePickerInputProps) {
  const picker = useRef<DatePicker | null>(null);
  // Escape that closes the calendar must not also close a modal around the input (reactstrap's Modal
  // closes on Escape's keyup): the key is the calendar's when it was open as the key went down.
  const escapeClosedCalendar = useRef(false);
  // The text in the input. A date chosen from outside (a day picked, the form reset, the address
  // changed) replaces it, unless the text already reads as that date.
  const [text, setText] = useState(() => formatDate(selected));
  const [shownFor, setShownFor] = useState(selected);
  if (!sameDate(shownFor, selected)) {
    setShownFor(selected);
    if (!sameDate(readTypedDate(text), selected)) setText(formatDate(selected));
  }
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
        value={text}
        onChangeRaw={(event) => {
          // Typing (a day picked comes here too, with a click or a key on the calendar: left to onChange).
          if (!(event?.target instanceof HTMLInputElement) || event.type !== 'change') return;
          const typed = event.target.value;
          const date = readTypedDate(typed);
          setText(typed);
          // The picker (strictParsing) reports an empty text and an exact DD/MM/YYYY date itself; anything
          // else (half a date, 1/12/2026) it would leave unreported, keeping the date before: report it here.
          if (typed !== '' && !(date && formatDate(date) === typed)) onChange(date, event);
          // A whole date typed: the calendar has done its work and closes, focus staying in the input.
          if (date) picker.current?.setOpen(false, true);
        }}
        onChange={(date: Date | null, event?: SyntheticEvent) => onChange(date, event)}
        onBlur={() => {
          // Anything but a whole date that is the one selected (half a date, another date not applied) goes.
          const typedDate = readTypedDate(text);
          if (restoresOnBlur && !(typedDate && sameDate(typedDate, selected))) setText(formatDate(selected));
          onBlur?.();
        }}
        dateFormat={DISPLAY_DATE_FORMAT}
        strictParsing
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
