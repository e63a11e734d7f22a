import { toCsv } from '../csv';
import { WALLET_STATE_LABELS } from '../wallet/walletTransaction';
import type { PeriodMemberCashback } from './periodAdmin';
import { STAFF_PERIOD_STATE_LABELS } from './periodLifecycle';
import type { ProgrammePeriod } from './periods';

/** Amounts as plain numbers with pence, so a spreadsheet can add them up: 1250.00. */
const pounds = (amount: number) => amount.toFixed(2);

/**
 * A period's cashback as CSV, one line per member (amounts as numbers in pounds, their columns marked "(£)"):
 * what finance and the supplier reconcile against. The header is the first line (src/domain/csv.ts); which
 * period and state it is goes in the file's name (periodCsvFileName).
 */
export function periodCashbackCsv(period: ProgrammePeriod, members: readonly PeriodMemberCashback[]): string {
  const isCalor = period.schemeType === 'calor';
  const header = [
    'Membership number',
    'Member',
    ...(isCalor ? ['Claims approved or paid', 'Claims waiting', 'Claims rejected'] : ['Supplier account number', 'Invoices']),
    'Purchases excluding VAT (£)',
    'Calculated cashback (£)',
    'Adjustments (£)',
    'Cashback (£)',
    'Wallet state',
  ];
  const lines = members.map((member) => [
    member.membershipNumber,
    member.memberName,
    ...(isCalor
      ? [(member.claims?.approved ?? 0) + (member.claims?.paid ?? 0), member.claims?.submitted ?? 0, member.claims?.rejected ?? 0]
      : [member.supplierAccountNumber ?? '', member.purchases.count]),
    pounds(member.purchases.totalExcludingVat),
    pounds(member.calculatedCashback),
    pounds(member.adjustments),
    pounds(member.cashback),
    member.walletState ? WALLET_STATE_LABELS[member.walletState] : 'Not in the wallet yet',
  ]);
  return toCsv([header, ...lines]);
}

/**
 * The programme, the period's dates and its state when exported, so the file says which it is without
 * lines above the header: 'biopak-period-2026-04-01-to-2026-06-30-cashback-calculated.csv'.
 */
export const periodCsvFileName = (period: Pick<ProgrammePeriod, 'schemeType' | 'startDate' | 'endDate' | 'state'>) =>
  `${period.schemeType}-period-${period.startDate}-to-${period.endDate}-${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase().replaceAll(' ', '-')}.csv`;
