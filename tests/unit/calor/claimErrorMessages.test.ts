import { describe, expect, it } from 'vitest';
import { claimUploadErrorMessage, retailerCreationErrorMessage } from '@/domain/calor/claimErrorMessages';
import type { Refusal } from '@/domain/refusal';

// By the refusal's code, never its status (DESIGN.md §5); the spec's §8 statuses carry these codes.
describe('claim upload failures (spec §8)', () => {
  it.each<{ refusal: Refusal | undefined; message: string }>([
    { refusal: { status: 401, code: 'unauthenticated' }, message: 'Your account must be active to sign up to the cashback on Calor purchases scheme.' },
    {
      refusal: { status: 409, code: 'not-signed-up' },
      message:
        'There was an error when submitting the claim, if you have not yet signed up to the scheme please do so, otherwise please contact your account manager if this continues.',
    },
    { refusal: { status: 422, code: 'period-closed' }, message: 'Unfortunately the period to which this claim would apply has been closed for claim submissions.' },
    {
      refusal: { status: 500, code: 'internal-error' },
      message: 'There was an error when submitting the claim, feel free to try again, if this continues please contact your account manager.',
    },
    {
      refusal: undefined,
      message: 'There was an error when submitting the claim, feel free to try again, if this continues please contact your account manager.',
    },
    { refusal: { status: 409, code: 'receipt-already-claimed' }, message: 'This receipt has already been claimed, so it cannot be claimed again. If you think that is wrong, contact your account manager.' },
    // A server framework's own 422 for a schema error is not a closed period, nor is a reused key.
    { refusal: { status: 422, code: 'unprocessable-entity' }, message: 'Unexpected error (status code: 422) when submitting claim.' },
    { refusal: { status: 422 }, message: 'Unexpected error (status code: 422) when submitting claim.' },
    {
      refusal: { status: 400, code: 'idempotency-key-reused' },
      message: 'Your claim changed after it was first sent, so it was not sent again. Check it, then press Submit claim to send it as it is now.',
    },
    { refusal: { status: 409, code: 'request-in-progress' }, message: 'Your claim is still being sent. Wait a moment, then press Submit claim again: it will not be claimed twice.' },
    { refusal: { status: 400, code: 'invalid-request' }, message: 'Unexpected error (status code: 400) when submitting claim.' },
    { refusal: { status: 403, code: 'not-your-membership' }, message: 'Unexpected error (status code: 403) when submitting claim.' },
    { refusal: { status: 503 }, message: 'Unexpected error (status code: 503) when submitting claim.' },
  ])('$refusal.code ($refusal.status): $message', ({ refusal, message }) => {
    expect(claimUploadErrorMessage(refusal)).toBe(message);
  });
});

describe('retailer creation failures (spec §8)', () => {
  it.each<{ refusal: Refusal | undefined; message: string }>([
    { refusal: { status: 404, code: 'not-found' }, message: 'There was an error while creating the retailer.' },
    { refusal: { status: 500, code: 'internal-error' }, message: 'There was an error while creating the retailer.' },
    { refusal: undefined, message: 'There was an error while creating the retailer.' },
    { refusal: { status: 409, code: 'retailer-exists' }, message: 'The retailer details already exist.' },
    { refusal: { status: 400, code: 'invalid-request' }, message: 'Unexpected error with status code 400.' },
    { refusal: { status: 502 }, message: 'Unexpected error with status code 502.' },
  ])('$refusal.code ($refusal.status): $message', ({ refusal, message }) => {
    expect(retailerCreationErrorMessage(refusal)).toBe(message);
  });
});
