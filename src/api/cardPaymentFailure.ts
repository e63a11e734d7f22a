import { isHttpError } from './httpError';

/** Why a card payment could not be started, in words a member can act on: the API's reason for a refusal. */
export function cardPaymentFailure(error: Error): string {
  if (isHttpError(error) && [400, 409, 503].includes(error.status) && error.reason) return error.reason;
  return 'Something went wrong on our side. Please try again in a moment.';
}
