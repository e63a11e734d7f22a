import type { Refusal } from '../refusal';

/** Spec §8 "Claim upload", word for word. DESIGN.md §5: its "Unauthorized" is HTTP 401. */
export const CLAIM_UPLOAD_MESSAGES = {
  unauthorised: 'Your account must be active to sign up to the cashback on Calor purchases scheme.',
  conflict:
    'There was an error when submitting the claim, if you have not yet signed up to the scheme please do so, otherwise please contact your account manager if this continues.',
  periodClosed: 'Unfortunately the period to which this claim would apply has been closed for claim submissions.',
  serverError:
    'There was an error when submitting the claim, feel free to try again, if this continues please contact your account manager.',
  other: (status: number) => `Unexpected error (status code: ${status}) when submitting claim.`,
} as const;

/**
 * No answer in time, even after asking again (safely: the same claim is made once). Not in the spec,
 * whose 500 text would invite a second claim for what may already have arrived.
 */
export const CLAIM_UPLOAD_TIMED_OUT =
  "We didn't hear back in time, so your claim may have gone through. Sending it again is safe: if it arrived, you will see its reference rather than a second claim.";


/** Refusals of the upload the spec does not word, each with what to do next. */
export const CLAIM_UPLOAD_REFUSALS = {
  receiptAlreadyClaimed:
    'This receipt has already been claimed, so it cannot be claimed again. If you think that is wrong, contact your account manager.',
  keyReused:
    'Your claim changed after it was first sent, so it was not sent again. Check it, then press Submit claim to send it as it is now.',
  stillSending: 'Your claim is still being sent. Wait a moment, then press Submit claim again: it will not be claimed twice.',
} as const;

/**
 * The message shown beside 'Submit claim' for a failed upload, by the refusal's code (spec §8's statuses
 * carry these codes). No answer at all (offline, timeout) gets the 500 text, whose advice (try again)
 * fits, rather than a made-up code; a code the portal does not know gets §8's "Other".
 */
export function claimUploadErrorMessage(refusal: Refusal | undefined): string {
  switch (refusal?.code) {
    case undefined:
      return refusal ? CLAIM_UPLOAD_MESSAGES.other(refusal.status) : CLAIM_UPLOAD_MESSAGES.serverError;
    case 'internal-error':
      return CLAIM_UPLOAD_MESSAGES.serverError;
    case 'unauthenticated':
      return CLAIM_UPLOAD_MESSAGES.unauthorised;
    case 'not-signed-up':
      return CLAIM_UPLOAD_MESSAGES.conflict;
    case 'period-closed':
      return CLAIM_UPLOAD_MESSAGES.periodClosed;
    case 'receipt-already-claimed':
      return CLAIM_UPLOAD_REFUSALS.receiptAlreadyClaimed;
    case 'idempotency-key-reused':
      return CLAIM_UPLOAD_REFUSALS.keyReused;
    case 'request-in-progress':
      return CLAIM_UPLOAD_REFUSALS.stillSending;
    default:
      return CLAIM_UPLOAD_MESSAGES.other(refusal!.status);
  }
}

/** Spec §8 "Retailer creation", word for word. */
export const RETAILER_CREATION_MESSAGES = {
  failed: 'There was an error while creating the retailer.',
  alreadyExists: 'The retailer details already exist.',
  other: (status: number) => `Unexpected error with status code ${status}.`,
} as const;

/** Not found and a server failure share one text; no answer at all gets it too (see claimUploadErrorMessage). */
export function retailerCreationErrorMessage(refusal: Refusal | undefined): string {
  switch (refusal?.code) {
    case undefined:
      return refusal ? RETAILER_CREATION_MESSAGES.other(refusal.status) : RETAILER_CREATION_MESSAGES.failed;
    case 'not-found':
    case 'internal-error':
      return RETAILER_CREATION_MESSAGES.failed;
    case 'retailer-exists':
      return RETAILER_CREATION_MESSAGES.alreadyExists;
    default:
      return RETAILER_CREATION_MESSAGES.other(refusal!.status);
  }
}
