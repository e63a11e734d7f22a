import type { ReactNode } from 'react';
import { CheckboxesField } from '@/components/forms/CheckboxesField';
import { Icon } from '@/components/icons/Icon';
import type { ClaimDeclarations } from '@/domain/calor/claimFormSchema';
import { StepCard } from './StepCard';

const DECLARATIONS: { name: keyof ClaimDeclarations; label: string }[] = [
  { name: 'claimIsAccurate', label: 'I confirm that this claim is accurate and true.' },
  { name: 'boughtForCateringBusiness', label: 'I confirm that these cylinders were bought for my catering business.' },
];

/** Step 5 (spec §2/§5): both declarations, under the false-claims warning. The submit button follows. */
export function DeclarationStep({ children }: { children: ReactNode }) {
  return (
    <StepCard step={5} title="Declaration">
      <div className="alert alert-warning d-flex gap-2" role="note">
        <Icon name="warning" className="mt-1" />
        <p className="mb-0">
          <strong>False claims.</strong> Anyone found to have made a false claim will be taken off the scheme.
        </p>
      </div>
      {/* The step's legend already names the group; one message (spec §5) covers both boxes. */}
      <CheckboxesField name="declarations" legend="Confirm both statements" hideLegend items={DECLARATIONS} className="mb-0" />
      <div className="mt-4">{children}</div>
    </StepCard>
  );
}
