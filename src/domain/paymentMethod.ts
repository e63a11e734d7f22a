/** Payment methods of spec §3. 'Card Payment' is also what the membership-error page checks by name (§8). */
export const PAYMENT_METHODS = ['AAP', 'Card Payment', 'CCA Monthly', 'CPA Monthly', 'Reactivate CPA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
