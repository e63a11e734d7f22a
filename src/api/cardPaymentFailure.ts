import { PAYMENT_FAILED, PAYMENT_REFUSALS } from '@/domain/account/paymentRefusals';
import { refusalMessage } from './refusalMessage';

/** Why a card payment could not be started, in words a member can act on, by the refusal's code. */
export function cardPaymentFailure(error: Error): string {
  return refusalMessage(error, PAYMENT_REFUSALS, PAYMENT_FAILED);
}
