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

/**
 * The message shown beside 'Submit claim' for a failed upload. `status` is undefined when no answer came
 * (offline, timeout): that gets the 500 text, whose advice (try again) fits, rather than a made-up code.
 */
export function claimUploadErrorMessage(status: number | undefined): string {
  switch (status) {
    case undefined:
    case 500:
      return CLAIM_UPLOAD_MESSAGES.serverError;
    case 401:
      return CLAIM_UPLOAD_MESSAGES.unauthorised;
    case 409:
      return CLAIM_UPLOAD_MESSAGES.conflict;
    case 422:
      return CLAIM_UPLOAD_MESSAGES.periodClosed;
    default:
      return CLAIM_UPLOAD_MESSAGES.other(status);
  }
}

/** Spec §8 "Retailer creation", word for word. */
export const RETAILER_CREATION_MESSAGES = {
  failed: 'There was an error while creating the retailer.',
  alreadyExists: 'The retailer details already exist.',
  other: (status: number) => `Unexpected error with status code ${status}.`,
} as const;

/** Not found and 500 share one text; no answer at all gets it too (see claimUploadErrorMessage). */
export function retailerCreationErrorMessage(status: number | undefined): string {
  switch (status) {
    case undefined:
    case 404:
    case 500:
      return RETAILER_CREATION_MESSAGES.failed;
    case 409:
      return RETAILER_CREATION_MESSAGES.alreadyExists;
    default:
      return RETAILER_CREATION_MESSAGES.other(status);
  }
}
