import { useId, type Ref } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';

interface SubmitClaimBarProps {
  isSubmitting: boolean;
  /** A §8 upload message, shown beside the button. */
  error?: string;
  errorRef: Ref<HTMLDivElement>;
}

/** 'Submit claim', disabled with a spinner while sending (spec §4), and any failure right beside it. */
export function SubmitClaimBar({ isSubmitting, error, errorRef }: SubmitClaimBarProps) {
  const errorId = useId();
  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <SubmitButton className="btn btn-primary btn-lg" isWorking={isSubmitting} aria-describedby={error ? errorId : undefined}>
        Submit claim
      </SubmitButton>
      {isSubmitting && (
        <span className="visually-hidden" role="status">
          Submitting your claim…
        </span>
      )}
      {error && (
        <div id={errorId} ref={errorRef} tabIndex={-1} role="alert" className="alert alert-danger mb-0 flex-grow-1 py-2" style={{ flexBasis: '18rem' }}>
          {error}
        </div>
      )}
    </div>
  );
}
