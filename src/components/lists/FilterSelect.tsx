import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' when the filter is not set. */
  value: string;
  onChange: (value: string) => void;
  /** The first choice, which clears the filter: 'All statuses', 'Any period'. */
  allLabel: string;
  options: readonly FilterOption[];
  /** `stacked`, the label above, in a filter bar (the default); `inline`, the label beside it, over a list. */
  layout?: 'stacked' | 'inline';
  /** The wrapper's place in a filter bar's grid: 'col-sm-6 col-lg-2'. */
  className?: string;
  /**
   * A width that reads its longest choice whole ('12rem'), so a crowded bar never cuts it to "Any stat". Given
   * one, the browser does not measure every choice to size the box (hundreds of units: tens of milliseconds).
   */
  width?: string;
}

/** One labelled choice that narrows a list; every list's filters look and read the same. */
export function FilterSelect({ label, value, onChange, allLabel, options, layout = 'stacked', className, width }: FilterSelectProps) {
  const id = useId();
  const inline = layout === 'inline';
  return (
    <div className={[inline && 'd-flex align-items-center gap-2', className].filter(Boolean).join(' ') || undefined} style={width ? { width, maxWidth: '100%', minWidth: 0 } : undefined}>
      <label htmlFor={id} className={inline ? 'form-label mb-0' : 'form-label'}>
        {label}
      </label>
      <select id={id} className={inline ? 'form-select w-auto' : 'form-select'} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
