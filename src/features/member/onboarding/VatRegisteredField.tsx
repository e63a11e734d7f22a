import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/forms/FieldError';

export interface VatRegisteredFieldProps {
  id: string;
  registration: UseFormRegisterReturn<'vatRegistered'>;
  error?: string;
}

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A yes/no question: two radios in a group named by its legend (DESIGN.md §8). */
export function VatRegisteredField({ id, registration, error }: VatRegisteredFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">VAT registered</legend>
      {ANSWERS.map((answer) => {
        const radioId = `${id}-${answer.value}`;
        return (
          <div key={answer.value} className="form-check form-check-inline">
            <input
              id={radioId}
              type="radio"
              value={answer.value}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <label htmlFor={radioId} className="form-check-label">
              {answer.label}
            </label>
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
