import { useId } from 'react';

interface LayoutSettingRadiosProps<Value extends string> {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One setting of the right sidebar as a labelled group of radios. */
export function LayoutSettingRadios<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: LayoutSettingRadiosProps<Value>) {
  const name = useId();
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label className="form-check-label" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
