// TEST HARNESS: a form of every shared field, as the next screens will build them (schema in the
// domain's style, useSchemaForm, <Form>, one mutation), to prove the pattern end to end.
import { useMutation } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { array, boolean, date, mixed, number, object, string, type ObjectSchema } from 'yup';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { CheckboxesField } from '@/components/forms/CheckboxesField';
import { DateField } from '@/components/forms/DateField';
import { FieldError } from '@/components/forms/FieldError';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { MoneyField } from '@/components/forms/MoneyField';
import { NumberField } from '@/components/forms/NumberField';
import { PostcodeField } from '@/components/forms/PostcodeField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useField } from '@/components/forms/useField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { YesNoField } from '@/components/forms/YesNoField';
import { isValidPostcode, MAIL_POSTCODE_MESSAGE } from '@/domain/validation/postcode';

export interface ApplicationValues {
  businessName: string;
  businessType: string;
  vatRegistered: 'yes' | 'no' | '';
  contactBy: string;
  postcode: string;
  openedOn: Date | null;
  weeklyTurnover: number;
  staff: number;
  premisesNotes: string;
  sites: { name: string; covers: number }[];
  confirmations: { ownsBusiness: boolean; hasHygieneRating: boolean };
  certificate: File | null;
  agreesToTerms: boolean;
}

export const MESSAGES = {
  businessName: 'Enter your business name',
  businessType: 'Choose your type of business',
  vatRegistered: 'Please answer this question',
  contactBy: 'Choose how we should contact you',
  postcode: MAIL_POSTCODE_MESSAGE,
  openedOn: 'Enter the date the business opened',
  weeklyTurnover: 'Enter your weekly turnover in pounds',
  staff: 'Enter the number of staff as a whole number',
  sites: 'Add at least one site',
  siteName: 'Enter the site name',
  siteCovers: 'Enter the number of covers',
  confirmations: 'Confirm both statements to apply',
  certificate: 'Attach your hygiene certificate',
  agreesToTerms: 'Agree to the terms to apply',
} as const;

const schema: ObjectSchema<ApplicationValues> = object({
  businessName: string().trim().required(MESSAGES.businessName),
  businessType: string().required(MESSAGES.businessType),
  vatRegistered: mixed<ApplicationValues['vatRegistered']>().defined().oneOf(['yes', 'no'], MESSAGES.vatRegistered),
  contactBy: string().defined().oneOf(['email', 'phone'], MESSAGES.contactBy),
  postcode: string().defined().test('postcode', MESSAGES.postcode, isValidPostcode),
  openedOn: date().typeError(MESSAGES.openedOn).nullable().required(MESSAGES.openedOn),
  weeklyTurnover: number().typeError(MESSAGES.weeklyTurnover).required(MESSAGES.weeklyTurnover).min(0, MESSAGES.weeklyTurnover),
  staff: number().typeError(MESSAGES.staff).required(MESSAGES.staff).integer(MESSAGES.staff).min(0, MESSAGES.staff),
  premisesNotes: string().defined(),
  sites: array(
    object({
      name: string().trim().required(MESSAGES.siteName),
      covers: number().typeError(MESSAGES.siteCovers).required(MESSAGES.siteCovers),
    }),
  )
    .defined()
    .min(1, MESSAGES.sites),
  confirmations: object({ ownsBusiness: boolean().defined(), hasHygieneRating: boolean().defined() }).test(
    'both',
    MESSAGES.confirmations,
    ({ ownsBusiness, hasHygieneRating }) => ownsBusiness && hasHygieneRating,
  ),
  certificate: mixed<File>().nullable().required(MESSAGES.certificate),
  agreesToTerms: boolean().defined().oneOf([true], MESSAGES.agreesToTerms),
});

export function applicationDefaults(): ApplicationValues {
  return {
    businessName: '',
    businessType: '',
    vatRegistered: '',
    contactBy: '',
    postcode: '',
    openedOn: null,
    weeklyTurnover: Number.NaN,
    staff: 0,
    premisesNotes: '',
    sites: [],
    confirmations: { ownsBusiness: false, hasHygieneRating: false },
    certificate: null,
    agreesToTerms: false,
  };
}

/**
 * Repeating rows (useFieldArray): a field per cell, and the rows' own message ('add at least one'). The
 * 'Add' button carries the rows' id, so the summary's link lands on it while there are no rows.
 */
function SitesField() {
  const { fields, append } = useFieldArray<ApplicationValues, 'sites'>({ name: 'sites' });
  const sites = useField('sites');
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Sites</legend>
      {fields.map((site, index) => (
        <div key={site.id} className="d-flex gap-2">
          <TextField name={`sites.${index}.name`} label={`Site ${index + 1} name`} />
          <NumberField name={`sites.${index}.covers`} label={`Site ${index + 1} covers`} />
        </div>
      ))}
      <FieldError id={sites.errorId} message={sites.error} />
      <button
        type="button"
        id={sites.id}
        aria-describedby={sites.error && sites.errorId}
        className="btn btn-outline-primary btn-sm"
        onClick={() => append({ name: '', covers: Number.NaN })}
      >
        Add a site
      </button>
    </fieldset>
  );
}

export function MembershipApplicationForm({
  send,
  defaultValues = applicationDefaults(),
  mode,
}: {
  send: (values: ApplicationValues) => Promise<void>;
  defaultValues?: ApplicationValues;
  mode?: 'onSubmit' | 'onTouched';
}) {
  const apply = useMutation({ mutationFn: send });
  const form = useSchemaForm(schema, { defaultValues, mode });
  return (
    <Form form={form} onSubmit={(values) => apply.mutate(values)} aria-label="Membership application" summaryDescription="Check the answers below.">
      <TextField name="businessName" label="Business name" hint="As it appears on your signage." autoComplete="organization" />
      <SelectField
        name="businessType"
        label="Type of business"
        placeholder="Choose…"
        options={[
          { value: 'cafe', label: 'Café' },
          { value: 'mobile', label: 'Mobile caterer' },
        ]}
      />
      <YesNoField name="vatRegistered" label="VAT registered" />
      <RadioGroupField
        name="contactBy"
        label="How should we contact you?"
        hint="We use it only for your membership."
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <PostcodeField name="postcode" label="Postcode" />
      <DateField name="openedOn" label="Date opened" hint="For example, 27/03/2019." />
      <MoneyField name="weeklyTurnover" label="Weekly turnover" />
      <NumberField name="staff" label="Number of staff" min={0} />
      <TextAreaField name="premisesNotes" label="About your premises" />
      <SitesField />
      <CheckboxesField
        name="confirmations"
        legend="Declarations"
        items={[
          { name: 'ownsBusiness', label: 'I own or run this business' },
          { name: 'hasHygieneRating', label: 'The business has a food hygiene rating' },
        ]}
      />
      <FileField name="certificate" label="Hygiene certificate" accept=".pdf,application/pdf">
        {(file, { remove }) => (
          <p>
            {file.name}{' '}
            <button type="button" className="btn btn-link" onClick={remove}>
              Remove certificate
            </button>
          </p>
        )}
      </FileField>
      <CheckboxField name="agreesToTerms" label="I agree to the membership terms" />
      <SubmitButton isWorking={apply.isPending} workingLabel="Applying…">
        Apply
      </SubmitButton>
      {apply.isSuccess && <p role="status">Application sent</p>}
    </Form>
  );
}
