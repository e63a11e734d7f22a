import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Icon } from '@/components/icons/Icon';
import type { ClaimDeclarations, ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { CLAIM_FIELD_IDS, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';
import { StepCard } from './StepCard';

const ERROR_ID = errorIdFor('claim-declarations');
const WARNING_ID = 'claim-false-claims-warning';

const DECLARATIONS: { name: keyof ClaimDeclarations; id: string; label: string }[] = [
  { name: 'claimIsAccurate', id: CLAIM_FIELD_IDS.claimIsAccurate, label: 'I confirm that this claim is accurate and true.' },
  {
    name: 'boughtForCateringBusiness',
    id: CLAIM_FIELD_IDS.boughtForCateringBusiness,
    label: 'I confirm that these cylinders were bought for my catering business.',
  },
];

/** Step 5 (spec §2/§5): both declarations, under the false-claims warning. The submit button follows. */
export function DeclarationStep({ children }: { children: ReactNode }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ClaimFormValues>();
  const message = errors.declarations?.message;

  return (
    <StepCard step={5} title="Declaration">
      <div id={WARNING_ID} className="alert alert-warning d-flex gap-2" role="note">
        <Icon name="warning" className="mt-1" />
        <p className="mb-0">
          <strong>False claims.</strong> Anyone found to have made a false claim will be taken off the scheme.
        </p>
      </div>
      {DECLARATIONS.map(({ name, id, label }) => (
        <div className="form-check mb-2" key={name}>
          <input
            id={id}
            type="checkbox"
            className={`form-check-input${message ? ' is-invalid' : ''}`}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? ERROR_ID : undefined}
            {...register(`declarations.${name}`)}
          />
          <label htmlFor={id} className="form-check-label">
            {label}
          </label>
        </div>
      ))}
      <FieldError id={ERROR_ID} message={message} />
      <div className="mt-4">{children}</div>
    </StepCard>
  );
}
