import { PROGRAMMES } from './programmes';
import type { SchemeType } from './schemes';

/**
 * A period named with its programme, "Calor · July to December 2026": Calor and Nisbets both run
 * half-years, so a period's own name alone does not say whose cashback it is (finance pays several
 * programmes from one payout file).
 */
export function periodLabel(period: { schemeType: SchemeType; name: string }): string {
  return `${PROGRAMMES[period.schemeType].name} · ${period.name}`;
}

/** Several periods in one line, each with its programme, e.g. a payout file's periods. */
export function periodLabels(periods: readonly { schemeType: SchemeType; name: string }[]): string {
  return periods.map(periodLabel).join(', ');
}
