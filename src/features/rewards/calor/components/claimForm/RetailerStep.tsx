import { useState } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { retailerVatNumber, type Retailer } from '@/domain/calor/retailer';
import { AddRetailerModal } from './AddRetailerModal';
import { RetailerSearch } from './RetailerSearch';
import { SelectedRetailer } from './SelectedRetailer';
import { StepCard } from './StepCard';
import { VatNumberField } from './VatNumberField';

/** Step 1 (spec §2): the retailer, found by search or added by hand, and the VAT number. */
export function RetailerStep({ membershipNumber }: { membershipNumber: string }) {
  const { setValue } = useFormContext<ClaimFormValues>();
  // Subscribed here, so choose() reads the current answer, not the one of this component's last render.
  const { isSubmitted } = useFormState<ClaimFormValues>({ name: 'vatNumber' });
  const { field } = useController<ClaimFormValues, 'retailer'>({ name: 'retailer' });
  const [isAddingRetailer, setAddingRetailer] = useState(false);

  // Spec §4: a retailer's VAT number fills (and locks) the VAT field; one without clears it.
  function choose(retailer: Retailer) {
    field.onChange(retailer);
    setValue('vatNumber', retailerVatNumber(retailer), { shouldDirty: true, shouldValidate: isSubmitted });
  }

  return (
    <StepCard step={1} title="Retailer and VAT details">
      <SelectedRetailer retailer={field.value} />
      <Field name="retailer" label="Retailer" hint="Search by the retailer's name or postcode (at least 3 characters).">
        {(control, isInvalid) => (
          <RetailerSearch
            membershipNumber={membershipNumber}
            control={control}
            isInvalid={isInvalid}
            name={field.name}
            inputRef={field.ref}
            onSelect={choose}
            onBlur={field.onBlur}
          />
        )}
      </Field>
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
