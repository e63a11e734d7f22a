import { roundHalfAwayFromZero } from '../rounding';

const AT_MOST_ONE_DECIMAL = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/**
 * Spec §9: a percentage with at most one decimal (20 → '20%', 12.5 → '12.5%'). The value is already in
 * percent. Halves round away from zero (12.25 → '12.3%', -12.25 → '-12.3%'). Non-finite → '0%'.
 */
export function formatPercent(value: number): string {
  return `${AT_MOST_ONE_DECIMAL.format(roundHalfAwayFromZero(value, 1))}%`;
}
