import { ContactOptions } from '@/components/contact/ContactOptions';
import type { CardPaymentsAvailability } from '@/domain/account/cardPayments';

const REASONS = {
  disabled: 'Online card payments are switched off at the moment, so there is no Pay now button.',
  'not-configured': 'Online card payments are not set up on this portal, so there is no Pay now button.',
} as const;

/** Said wherever a pay action would be, when card payments are not available (spec §9 payments flag). */
export function CardPaymentsUnavailable({ availability, action = 'pay' }: { availability: CardPaymentsAvailability; action?: string }) {
  if (availability.available) return null;
  return (
    <div className="alert alert-info" role="note">
      <p className="mb-2">{REASONS[availability.reason]}</p>
      <p>Please get in touch with us to {action}: we can take a card payment over the phone.</p>
      <div className="d-flex flex-wrap gap-2">
        <ContactOptions primaryClassName="btn btn-primary btn-sm" secondaryClassName="btn btn-outline-primary btn-sm" />
      </div>
    </div>
  );
}
