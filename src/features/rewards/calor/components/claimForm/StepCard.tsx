import type { ReactNode } from 'react';

interface StepCardProps {
  step: number;
  title: string;
  children: ReactNode;
}

export const CLAIM_STEP_COUNT = 5;

/** One of the claim form's five steps (spec §2): a card that is a fieldset, named by its legend. */
export function StepCard({ step, title, children }: StepCardProps) {
  return (
    <fieldset className="card mb-4">
      <legend className="card-header fs-5 fw-semibold float-none w-100 mb-0">
        <span className="text-body-secondary fw-normal">
          Step {step} of {CLAIM_STEP_COUNT}:
        </span>{' '}
        {title}
      </legend>
      <div className="card-body">{children}</div>
    </fieldset>
  );
}
