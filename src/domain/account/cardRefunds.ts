import { formatDate } from '../format/date';
import type { StatusTone } from '../statusTone';
import type { PaymentCard } from './howPaid';

/**
 * Money given back through the card provider: a record of its own (api/areas/payments.yaml, CardRefund),
 * Pending once asked for, then Succeeded or Failed as the provider reports.
 */
export interface CardRefund {
  id: string;
  cardPaymentId: string;
  /** The provider's reference of the refund. */
  providerReference: string;
  amount: number;
  /** `duplicate`: the card payment was for something already paid. */
  reason: 'duplicate';
  status: (typeof CARD_REFUND_STATUSES)[number];
  createdAt: string;
  completedAt: string | null;
  /** Why the provider could not make it, in words. */
  failureReason: string | null;
}

/** The card refund statuses, in the order a refund moves through them. */
export const CARD_REFUND_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;

/** A refund as finance lists it: with the member and what the card payment was for. */
export interface FinanceCardRefund {
  refund: CardRefund;
  membershipNumber: string;
  memberName: string;
  /** What the card payment refunded was for. */
  description: string;
  /** The card refunded to. */
  card: PaymentCard | null;
}


/** A refund's status as its badge says it. */
export const CARD_REFUND_LABELS: Record<CardRefund['status'], string> = { Pending: 'Refund pending', Succeeded: 'Refunded', Failed: 'Refund failed' };

/** A duplicate's refund, as its badge says it and the note beneath explains it. */
export function cardRefundInfo(refund: CardRefund | null): { label: string; tone: StatusTone; text: string } {
  const why = 'it was for something already paid';
  if (!refund) return { label: 'Refunded', tone: 'ended', text: `Refunded in full to your card: ${why}.` };
  switch (refund.status) {
    case 'Pending':
      return { label: CARD_REFUND_LABELS.Pending, tone: 'waiting', text: `Being refunded in full to your card, asked for on ${formatDate(refund.createdAt)}: ${why}.` };
    case 'Succeeded':
      return { label: CARD_REFUND_LABELS.Succeeded, tone: 'ended', text: `Refunded in full to your card on ${formatDate(refund.completedAt)}: ${why}.` };
    case 'Failed':
      return {
        label: CARD_REFUND_LABELS.Failed,
        tone: 'problem',
        text: `We couldn't refund it to your card. ${refund.failureReason ?? 'The card provider refused it.'} We will contact you to pay it back another way.`,
      };
  }
}
