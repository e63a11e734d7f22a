import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useController, useFormContext } from 'react-hook-form';
import { earliestClaimablePurchaseDate } from '@/domain/calor/claimPeriod';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { DISPLAY_DATE_FORMAT, formatDate } from '@/domain/format/date';
import { CLAIM_FIELD_IDS, describedBy, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';
import { StepCard } from './StepCard';

const HINT_ID = `${CLAIM_FIELD_IDS.purchaseDate}-hint`;

/**
 * Step 2 (spec §2): the date on the receipt, typed as DD/MM/YYYY or picked. The picker does not grey out
 * days: a typed date outside them would be silently ignored, so the schema's messages explain instead.
 */
export function PurchaseDateStep({ today }: { today: Date }) {
  const { control } = useFormContext<ClaimFormValues>();
  const { field, fieldState } = useController({ control, name: 'purchaseDate' });
  const errorId = errorIdFor(CLAIM_FIELD_IDS.purchaseDate);
  return (
    <StepCard step={2} title="Purchase date">
      <label htmlFor={CLAIM_FIELD_IDS.purchaseDate} className="form-label">
        Purchase date
      </label>
      <div style={{ maxWidth: '14rem' }}>
        <DatePicker
          id={CLAIM_FIELD_IDS.purchaseDate}
          name={field.name}
          selected={field.value}
          onChange={(date: Date | null) => field.onChange(date)}
          onBlur={field.onBlur}
          dateFormat={DISPLAY_DATE_FORMAT}
          placeholderText="DD/MM/YYYY"
          autoComplete="off"
          className={`form-control${fieldState.error ? ' is-invalid' : ''}`}
          ariaInvalid={fieldState.error ? 'true' : undefined}
          ariaDescribedBy={describedBy(HINT_ID, fieldState.error && errorId)}
          calendarStartDay={1}
          showPopperArrow={false}
        />
      </div>
      <div id={HINT_ID} className="form-text">
        The date on the receipt, as DD/MM/YYYY. Purchases from {formatDate(earliestClaimablePurchaseDate(today))} to today
        can be claimed.
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </StepCard>
  );
}
