import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { retailerVatNumber, type Retailer } from '@/domain/calor/retailer';
import { AddRetailerModal } from './AddRetailerModal';
import { CLAIM_FIELD_IDS, describedBy, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';
import { RetailerSearch } from './RetailerSearch';
import { SelectedRetailer } from './SelectedRetailer';
import { StepCard } from './StepCard';
import { VatNumberField } from './VatNumberField';

const RETAILER_HINT_ID = `${CLAIM_FIELD_IDS.retailer}-hint`;

/** Step 1 (spec §2): the retailer, found by search or added by hand, and the VAT number. */
export function RetailerStep({ membershipNumber }: { membershipNumber: string }) {
  const { control, setValue, formState } = useFormContext<ClaimFormValues>();
  const { field, fieldState } = useController({ control, name: 'retailer' });
  const [isAddingRetailer, setAddingRetailer] = useState(false);
  const errorId = errorIdFor(CLAIM_FIELD_IDS.retailer);

  // Spec §4: a retailer's VAT number fills (and locks) the VAT field; one without clears it.
  function choose(retailer: Retailer) {
    field.onChange(retailer);
    setValue('vatNumber', retailerVatNumber(retailer), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  return (
    <StepCard step={1} title="Retailer and VAT details">
      <SelectedRetailer retailer={field.value} />
      <div className="mb-3">
        <label htmlFor={CLAIM_FIELD_IDS.retailer} className="form-label">
          Retailer
        </label>
        <RetailerSearch
          membershipNumber={membershipNumber}
          inputId={CLAIM_FIELD_IDS.retailer}
          inputRef={field.ref}
          describedBy={describedBy(RETAILER_HINT_ID, fieldState.error && errorId)}
          isInvalid={Boolean(fieldState.error)}
          onSelect={choose}
          onBlur={field.onBlur}
        />
        <div id={RETAILER_HINT_ID} className="form-text">
          Search by the retailer's name or postcode (at least 3 characters).
        </div>
        <FieldError id={errorId} message={fieldState.error?.message} />
      </div>
      <p className="mb-4">
        Can't find them?{' '}
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setAddingRetailer(true)}>
          Add a new retailer
        </button>
      </p>
      <VatNumberField isLocked={Boolean(retailerVatNumber(field.value))} />
      <AddRetailerModal
        membershipNumber={membershipNumber}
        isOpen={isAddingRetailer}
        onClose={() => setAddingRetailer(false)}
        onCreated={(retailer) => {
          choose(retailer);
          setAddingRetailer(false);
        }}
      />
    </StepCard>
  );
}
