import { useController, useFormContext } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { CLAIM_FIELD_IDS, describedBy, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';

const HINT_ID = `${CLAIM_FIELD_IDS.vatNumber}-hint`;

/**
 * The claim's VAT number: optional, 9 digits (spec §5). Locked while the chosen retailer supplies its own
 * (spec §4). A controlled field, so disabling the input never drops its value from the form.
 */
export function VatNumberField({ isLocked }: { isLocked: boolean }) {
  const { control } = useFormContext<ClaimFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'vatNumber' });
  const errorId = errorIdFor(CLAIM_FIELD_IDS.vatNumber);
  return (
    <div className="mb-0">
      <label htmlFor={CLAIM_FIELD_IDS.vatNumber} className="form-label">
        VAT number
      </label>
      <input
        ref={ref}
        id={CLAIM_FIELD_IDS.vatNumber}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`form-control${fieldState.error ? ' is-invalid' : ''}`}
        style={{ maxWidth: '14rem' }}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={isLocked}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={describedBy(HINT_ID, fieldState.error && errorId)}
      />
      <div id={HINT_ID} className="form-text">
        {isLocked
          ? "Filled in from the retailer's details."
          : "Optional. The retailer's 9-digit VAT number, as printed on the receipt."}
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </div>
  );
}
