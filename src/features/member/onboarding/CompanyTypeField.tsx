import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CompanyTypeReference } from '@/domain/membership';
import { FieldError } from '@/components/forms/FieldError';

export interface CompanyTypeFieldProps {
  id: string;
  /** The choices: the reference data without 'Business not registered'. */
  types: readonly CompanyTypeReference[];
  registration: UseFormRegisterReturn<'companyTypeId'>;
  error?: string;
}

export function CompanyTypeField({ id, types, registration, error }: CompanyTypeFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Company type
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      >
        <option value="">Choose…</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
