import { describe, expect, it } from 'vitest';
import { claimUploadErrorMessage, retailerCreationErrorMessage } from '@/domain/calor/claimErrorMessages';

describe('claim upload failures (spec §8)', () => {
  it.each([
    { status: 401, message: 'Your account must be active to sign up to the cashback on Calor purchases scheme.' },
    {
      status: 409,
      message:
        'There was an error when submitting the claim, if you have not yet signed up to the scheme please do so, otherwise please contact your account manager if this continues.',
    },
    { status: 422, message: 'Unfortunately the period to which this claim would apply has been closed for claim submissions.' },
    {
      status: 500,
      message: 'There was an error when submitting the claim, feel free to try again, if this continues please contact your account manager.',
    },
    { status: 400, message: 'Unexpected error (status code: 400) when submitting claim.' },
    { status: 403, message: 'Unexpected error (status code: 403) when submitting claim.' },
    { status: 503, message: 'Unexpected error (status code: 503) when submitting claim.' },
    {
      status: undefined,
      message: 'There was an error when submitting the claim, feel free to try again, if this continues please contact your account manager.',
    },
  ])('$status: $message', ({ status, message }) => {
    expect(claimUploadErrorMessage(status)).toBe(message);
  });
});

describe('retailer creation failures (spec §8)', () => {
  it.each([
    { status: 404, message: 'There was an error while creating the retailer.' },
    { status: 500, message: 'There was an error while creating the retailer.' },
    { status: undefined, message: 'There was an error while creating the retailer.' },
    { status: 409, message: 'The retailer details already exist.' },
    { status: 400, message: 'Unexpected error with status code 400.' },
    { status: 502, message: 'Unexpected error with status code 502.' },
  ])('$status: $message', ({ status, message }) => {
    expect(retailerCreationErrorMessage(status)).toBe(message);
  });
});
