import { roundToPence } from '../rounding';

// Fixed locale and currency so the output is the same on every machine (£1,250, -£5).
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const POUNDS_AND_PENCE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Spec §9: pounds with thousands separators, no decimals when whole, else two (£20, £1,250, £12.50, -£5).
 * The amount is rounded to pence first, so 12.001 shows as £12 and 12.499 as £12.50. Non-finite → '£0'.
 */
export function formatMoney(amount: number): string {
  const pounds = roundToPence(amount);
  return (Number.isInteger(pounds) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(pounds);
}
