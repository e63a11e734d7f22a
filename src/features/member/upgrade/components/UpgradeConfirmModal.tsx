import { ConfirmModal } from '@/components/modals/ConfirmModal';
import type { MembershipTierOffer, UpgradeQuote } from '@/domain/account/upgrade';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { tierLabel } from '@/domain/membershipTiers';

export interface UpgradeConfirmModalProps {
  offer?: MembershipTierOffer;
  quote?: UpgradeQuote;
  membershipEndDate: string;
  addsToDirectDebit: boolean;
  onConfirm: () => void;
  onClose: () => void;
  isWorking: boolean;
  error: Error | null;
  onDismissError: () => void;
  errorMessage: (error: Error) => string;
}

/** Asks before upgrading: what it costs now, until when, what the tier costs from the renewal, and how it is paid. */
export function UpgradeConfirmModal({ offer, quote, membershipEndDate, addsToDirectDebit, ...modal }: UpgradeConfirmModalProps) {
  const name = offer ? tierLabel(offer.tier) : '';
  return (
    <ConfirmModal
      isOpen={offer !== undefined && quote !== undefined}
      title={`Upgrade to ${name}?`}
      confirmLabel={addsToDirectDebit ? 'Upgrade and add to my Direct Debit' : 'Continue to payment'}
      {...modal}
    >
      {offer && quote && (
        <>
          <p>
            The upgrade costs <span className="fw-semibold">{formatMoney(quote.price)}</span> for the rest of this membership year,
            until {formatDate(membershipEndDate)}. You get everything in {name} straight away.
          </p>
          <p>From your next renewal, {name} costs {formatMoney(offer.pricePerYear)} a year.</p>
          <p className="mb-0">
            {addsToDirectDebit
              ? 'We will add it to your next Direct Debit collection and tell you the date.'
              : 'You pay by card on our secure payment page, then come back here.'}
          </p>
        </>
      )}
    </ConfirmModal>
  );
}
