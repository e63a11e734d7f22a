/** Payment statuses of spec §3, spelt exactly as the API sends them. */
export const PAYMENT_STATUSES = [
  'Due',
  'Future',
  'Successful',
  'Raised',
  'Unsuccessful',
  'Inactive',
  'Cancelled',
  'Not Completed',
  'Failed - Retry',
  'Failed - Unpaid',
  'Failed - Paid',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
