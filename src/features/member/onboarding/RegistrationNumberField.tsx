import type { UseFormRegisterReturn } from 'react-hook-form';
import { COMPANY_NUMBER_MAX_LENGTH } from '@/domain/validation/companyRegistration';
import { FieldError } from '@/components/forms/FieldError';

export interface RegistrationNumberFieldProps {
  id: string;
  registration: UseFormRegisterReturn<'companyRegistrationOrCharityNumber'>;
  error?: string;
}

/** Only for the types on a public register (Limited Company, PLC, Charity: spec §5). */
export function RegistrationNumberField({ id, registration, error }: RegistrationNumberFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Registration or charity number
      </label>
      <input
        id={id}
        type="text"
        className={`form-control${error ? ' is-invalid' : ''}`}
        style={{ maxWidth: '16rem' }}
        maxLength={COMPANY_NUMBER_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...registration}
      />
      <div id={hintId} className="form-text">
        Your Companies House number (for example 01234567 or SC123456), or your charity number (6 to 8 digits).
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
