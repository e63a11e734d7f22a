// TEST DOUBLE, never shipped: a member's Calor statements, worked out from their wallet as a real server would.
import type { ApiSchemas } from '../handlers/options';
import { sumOf, type LedgerEntry } from './ledger';

/** Still the member's to be paid: waiting for approval, approved, in a payout being processed, or returned by the bank. */
const TO_BE_PAID: readonly LedgerEntry['state'][] = ['Pending', 'Approved', 'InPayout', 'Returned'];

/**
 * getCalorStatements: one statement for each Calor period the member has cashback in, newest period first.
 * Reversed cashback counts nowhere (a period with only reversed cashback has no statement); `claims` counts the
 * claims behind the rest (an adjustment has no claim); `lastPaidOn` is the day the latest paid cashback was paid.
 */
export function calorStatements(entries: readonly LedgerEntry[]): ApiSchemas['CalorStatement'][] {
  const byPeriod = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    if (entry.schemeType !== 'calor' || entry.state === 'Reversed') continue;
    byPeriod.set(entry.period.id, [...(byPeriod.get(entry.period.id) ?? []), entry]);
  }
  return [...byPeriod.values()]
    .map((inPeriod) => {
      const paid = inPeriod.filter((entry) => entry.state === 'Paid');
      return {
        period: inPeriod[0]!.period,
        claims: new Set(inPeriod.flatMap((entry) => (entry.claimReference ? [entry.claimReference] : []))).size,
        cashback: sumOf(inPeriod),
        paid: sumOf(paid),
        toBePaid: sumOf(inPeriod.filter((entry) => TO_BE_PAID.includes(entry.state))),
        lastPaidOn: paid.map((entry) => entry.stateChangedOn).sort().at(-1) ?? null,
      };
    })
    .sort((a, b) => b.period.startDate.localeCompare(a.period.startDate));
}
