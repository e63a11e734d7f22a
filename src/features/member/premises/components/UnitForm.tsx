import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PremisesReferenceLists } from '@/api/get-premises-reference-lists';
import { useToday } from '@/components/dates/useToday';
import { CheckboxListField } from '@/components/forms/CheckboxListField';
import { DateField } from '@/components/forms/DateField';
import { Form } from '@/components/forms/Form';
import { NumberField } from '@/components/forms/NumberField';
import { PostcodeField } from '@/components/forms/PostcodeField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { YesNoField } from '@/components/forms/YesNoField';
import { selectableBusinessTypes, type FranchiseUnitSettings } from '@/domain/units/franchiseUnit';
import { unitFormSchema, UNIT_NAME_MAX_LENGTH, type UnitFormValues } from '@/domain/units/unitFormSchema';
import { HYGIENE_RATING_LABELS, isHygieneRatingValue, ratingsOf, referenceText } from '@/domain/units/unitPremises';
import { FranchiseTypes } from './FranchiseTypes';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

const SCHEME_OPTIONS = [
  { value: 'FHRS', label: 'England, Wales or Northern Ireland (rated 0 to 5)' },
  { value: 'FHIS', label: 'Scotland (Pass or Improvement Required)' },
  { value: 'none', label: 'Not rated yet' },
];

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5 border-bottom pb-1 mb-3">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The rating question follows the scheme: a rating of the other scheme is cleared when the scheme changes. */
function HygieneRatingFields() {
  const scheme = useWatch<UnitFormValues, 'hygieneScheme'>({ name: 'hygieneScheme' });
  const { getValues, setValue } = useFormContext<UnitFormValues>();
  useEffect(() => {
    if ((scheme === 'FHRS' || scheme === 'FHIS') && getValues('hygieneRating') && !isHygieneRatingValue(scheme, getValues('hygieneRating')))
      setValue('hygieneRating', '');
  }, [scheme, getValues, setValue]);
  return (
    <>
      <RadioGroupField name="hygieneScheme" label="Does the unit have a food hygiene rating?" options={SCHEME_OPTIONS} />
      {(scheme === 'FHRS' || scheme === 'FHIS') && (
        <>
          <RadioGroupField
            name="hygieneRating"
            label="Rating"
            hint="As on the sticker or the inspection letter."
            options={ratingsOf(scheme).map((value) => ({ value, label: HYGIENE_RATING_LABELS[value] }))}
          />
          <DateField name="hygieneRatedOn" label="Date of the inspection" />
        </>
      )}
    </>
  );
}

function MobileUnitFields() {
  const isMobile = useWatch<UnitFormValues, 'isMobile'>({ name: 'isMobile' });
  return (
    <>
      <YesNoField name="isMobile" label="Is this a mobile unit, such as a food van, trailer or stall?" />
      {isMobile === 'yes' && (
        <TextAreaField
          name="overnightLocation"
          label="Where is it kept overnight?"
          maxLength={REQUEST_LIMITS.UnitRequest.overnightLocation.maxLength}
          hint="A mobile unit registers with the council for the place where it is kept overnight."
          rows={2}
        />
      )}
    </>
  );
}

interface UnitFormProps {
  lists: PremisesReferenceLists;
  defaultValues: UnitFormValues;
  onSubmit: (values: UnitFormValues) => void;
  isSaving: boolean;
  submitLabel: string;
  /** A coffee franchise unit: its business, food and equipment types are shown, fixed by the franchise. */
  franchise?: FranchiseUnitSettings;
  /** The configured franchise (spec §9): its business type is not offered to other units. */
  franchiseSettings?: FranchiseUnitSettings;
  /** Shown above the buttons, e.g. why the last save failed. */
  error?: ReactNode;
  /** Beside the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode;
}

/** Create New Unit and Unit Details: the unit, its address, its business, its rating, registration and mobility. */
export function UnitForm({ lists, defaultValues, onSubmit, isSaving, submitLabel, franchise, franchiseSettings, error, secondaryAction }: UnitFormProps) {
  const today = useToday();
  const form = useSchemaForm(unitFormSchema(today), { defaultValues });
  const options = (items: { id: string; text: string }[]) => items.map((item) => ({ value: item.id, label: item.text }));

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Unit details" className="col-xl-9">
      <FormSection title="The unit">
        <TextField name="name" label="Unit name" hint="The name customers know it by." maxLength={UNIT_NAME_MAX_LENGTH} />
        <TextField name="addressLine1" label="Address line 1" autoComplete="address-line1" maxLength={REQUEST_LIMITS.UnitRequest.addressLine1.maxLength} />
        <TextField name="addressLine2" label="Address line 2 (optional)" autoComplete="address-line2" maxLength={REQUEST_LIMITS.UnitRequest.addressLine2.maxLength} />
        <TextField name="town" label="Town or city" autoComplete="address-level2" maxLength={REQUEST_LIMITS.UnitRequest.town.maxLength} />
        <PostcodeField name="postcode" label="Postcode" />
      </FormSection>
      <FormSection title="The business">
        {franchise ? (
          <FranchiseTypes
            businessType={referenceText(lists.businessTypes, franchise.businessTypeId)}
            foodTypes={franchise.foodTypeIds.map((id) => referenceText(lists.foodTypes, id))}
            equipmentTypes={franchise.equipmentTypeIds.map((id) => referenceText(lists.equipmentTypes, id))}
          />
        ) : (
          <>
            <SelectField name="businessTypeId" label="Type of business" placeholder="Choose…" options={options(selectableBusinessTypes(lists.businessTypes, franchiseSettings))} />
            <CheckboxListField name="foodTypeIds" legend="Types of food handled" hint="Tick all that apply." options={options(lists.foodTypes)} columns={2} />
            <CheckboxListField
              name="equipmentTypeIds"
              legend="Equipment used"
              hint="Tick all that apply: your risk assessments ask about them."
              options={options(lists.equipmentTypes)}
              columns={2}
            />
          </>
        )}
        <NumberField name="employees" label="Number of employees" hint="Everyone who works at the unit, part-time staff included." min={0} style={{ maxWidth: '10rem' }} />
      </FormSection>
      <FormSection title="Food hygiene rating">
        <HygieneRatingFields />
      </FormSection>
      <FormSection title="Registration">
        <DateField
          name="localAuthorityRegisteredOn"
          label="Date registered with the local council (optional)"
          hint="Register at least 28 days before you start trading; it is free. Leave it empty if you have not registered yet."
        />
        <MobileUnitFields />
      </FormSection>
      {error}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <SubmitButton isWorking={isSaving} workingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        {secondaryAction}
      </div>
    </Form>
  );
}
