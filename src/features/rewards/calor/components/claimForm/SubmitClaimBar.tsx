import type { Ref } from 'react';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';

interface SubmitClaimBarProps {
  isSubmitting: boolean;
  /** A §8 upload message, shown beside the button. */
  error?: string;
  errorRef: Ref<HTMLDivElement>;
}

export const SUBMIT_ERROR_ID = 'claim-submit-error';

/** 'Submit claim', disabled with a spinner while sending (spec §4), and any failure right beside it. */
export function SubmitClaimBar({ isSubmitting, error, errorRef }: SubmitClaimBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <button type="submit" className="btn btn-primary btn-lg" disabled={isSubmitting} aria-describedby={error ? SUBMIT_ERROR_ID : undefined}>
        {isSubmitting && <ButtonSpinner />}
        Submit claim
      </button>
      {isSubmitting && (
        <span className="visually-hidden" role="status">
          Submitting your claim…
        </span>
      )}
      {error && (
        <div id={SUBMIT_ERROR_ID} ref={errorRef} tabIndex={-1} role="alert" className="alert alert-danger mb-0 flex-grow-1 py-2" style={{ flexBasis: '18rem' }}>
          {error}
        </div>
      )}
    </div>
  );
}
