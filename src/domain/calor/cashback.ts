import { roundToPence } from '../rounding';

/**
 * The deal's shape is not given by the spec, beyond "cashback is paid only on prices excluding VAT" (§2).
 * Decided: a percentage of the claim's total excluding VAT, set by the API per period.
 */
export function cashbackFor(totalExcludingVat: number, cashbackPercent: number): number {
  return roundToPence((Math.max(0, totalExcludingVat) * Math.max(0, cashbackPercent)) / 100);
}
