import { useId, type SyntheticEvent } from 'react';
import { isValid, parseISO } from 'date-fns';
import { DatePickerInput } from '@/components/dates/DatePickerInput';
import { formatApiDate } from '@/domain/format/date';

export interface FilterDateProps {
  label: string;
  /** The date in the address as yyyy-MM-dd; '' when the filter is not set. */
  value: string;
  /** The date chosen, as yyyy-MM-dd; '' once the field is cleared. */
  onChange: (value: string) => void;
  /** The wrapper's place in a filter bar's grid: 'col-sm-6 col-lg-2'. */
  className?: string;
}

/** Text typed as a whole date: day, month and all four figures of the year (01/02/2 is not the year 2). */
const WHOLE_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/**
 * One labelled date that narrows a list, looking and working as the forms' DateField does: typed as
 * DD/MM/YYYY or picked from the calendar. The list changes once the text is a whole date, or cleared,
 * never on each keystroke of one being typed; leaving the field with half a date shows the filter's date again.
 */
export function FilterDate({ label, value, onChange, className }: FilterDateProps) {
  const id = useId();
  const date = value ? parseISO(value) : null;
  const choose = (chosen: Date | null, event?: SyntheticEvent) => {
    const typed = event?.target instanceof HTMLInputElement ? event.target.value.trim() : null;
    if (!chosen) {
      if (!typed && value) onChange('');
      return;
    }
    if (typed !== null && !WHOLE_DATE.test(typed)) return;
    const iso = formatApiDate(chosen);
    if (iso && iso !== value) onChange(iso);
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <DatePickerInput id={id} selected={date && isValid(date) ? date : null} onChange={choose} restoresOnBlur className="form-control" />
    </div>
  );
}
