/** Payment methods of spec §3. 'Card Payment' is also what the membership-error page checks by name (§8). */
export const PAYMENT_METHODS = ['AAP', 'Card Payment', 'CCA Monthly', 'CPA Monthly', 'Reactivate CPA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentMethodInfo {
  /** What members read: the spec's codes mean nothing to them. */
  label: string;
  explanation: string;
  /** Direct Debit methods collect from a bank account under a mandate; card ones under a card authority. */
  kind: 'direct-debit' | 'card';
}

/**
 * The spec names the methods without saying what they are. Our reading (DOMAIN-NOTES §5): AAP and CCA
 * Monthly are Direct Debit collections (yearly and monthly), Card Payment a one-off card payment, CPA
 * Monthly a monthly card payment under a continuous payment authority, and Reactivate CPA that authority
 * restarted. Kept in this one table, so a correction from the association is one edit.
 */
export const PAYMENT_METHOD_INFO: Record<PaymentMethod, PaymentMethodInfo> = {
  AAP: {
    label: 'Direct Debit, yearly',
    explanation: 'The yearly fee is collected from your bank account by Direct Debit.',
    kind: 'direct-debit',
  },
  'Card Payment': {
    label: 'Card payment',
    explanation: 'Paid by debit or credit card, one payment at a time.',
    kind: 'card',
  },
  'CCA Monthly': {
    label: 'Direct Debit, monthly',
    explanation: 'Collected from your bank account by Direct Debit every month.',
    kind: 'direct-debit',
  },
  'CPA Monthly': {
    label: 'Card, monthly',
    explanation: 'Taken from your card every month. You can cancel with us or with your card provider.',
    kind: 'card',
  },
  'Reactivate CPA': {
    label: 'Card, monthly (restarted)',
    explanation: 'Monthly card payments, restarted after a pause. You can cancel with us or with your card provider.',
    kind: 'card',
  },
};

export function paymentMethodInfo(method: string | null | undefined): PaymentMethodInfo | undefined {
  return method ? PAYMENT_METHOD_INFO[method as PaymentMethod] : undefined;
}

/** The method's member-facing name; an unlisted one shows as the API sent it, a missing one as ''. */
export function paymentMethodLabel(method: string | null | undefined): string {
  return paymentMethodInfo(method)?.label ?? method ?? '';
}

