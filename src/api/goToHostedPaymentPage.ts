import type { AppConfig } from '@/config/config';
import { hostedPaymentPageUrl } from '@/domain/account/cardPayments';

/**
 * Leaves the portal for the card payment provider's hosted page (same tab: the provider sends the member
 * back). One place, so tests can see where a payment would have gone without the browser leaving.
 */
export function goToHostedPaymentPage(config: Pick<AppConfig, 'paymentsGatewayUrl' | 'cardPaymentKey'>, sessionId: string): void {
  if (!config.paymentsGatewayUrl) throw new Error('No payments gateway is configured (VITE_PAYMENTS_GATEWAY_URL).');
  window.location.assign(hostedPaymentPageUrl(config.paymentsGatewayUrl, sessionId, config.cardPaymentKey));
}
