/**
 * Spec §9: a claim's VAT rate, in percent: 20 when the claim holds more than 19 cylinders in total,
 * otherwise 5 (the reduced rate for small domestic-scale quantities of gas).
 */
export const CLAIM_VAT_THRESHOLD_CYLINDERS = 19;
export const CLAIM_VAT_RATE_STANDARD = 20;
export const CLAIM_VAT_RATE_REDUCED = 5;

export function claimVatRate(totalCylinders: number): number {
  return totalCylinders > CLAIM_VAT_THRESHOLD_CYLINDERS ? CLAIM_VAT_RATE_STANDARD : CLAIM_VAT_RATE_REDUCED;
}
