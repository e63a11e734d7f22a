import { roundToPence } from './rounding';

/** Spec §9: the general VAT rate, in percent, used to convert between prices including and excluding VAT. */
export const DEFAULT_VAT_RATE = 20;

/**
 * A rate as a fraction. Spec §9: values over 1 are percentages (20 → 0.2); 1 and below are already
 * fractions (0.2 → 0.2). A negative or non-finite rate is a programming error; it falls back to the default
 * rather than producing nonsense prices.
 */
export function normaliseVatRate(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) return DEFAULT_VAT_RATE / 100;
  return rate > 1 ? rate / 100 : rate;
}

/** The gross price for a net price, rounded to pence. */
export function addVat(net: number, rate: number = DEFAULT_VAT_RATE): number {
  return roundToPence(net * (1 + normaliseVatRate(rate)));
}

/** The net price for a gross price, rounded to pence. */
export function removeVat(gross: number, rate: number = DEFAULT_VAT_RATE): number {
  return roundToPence(gross / (1 + normaliseVatRate(rate)));
}
