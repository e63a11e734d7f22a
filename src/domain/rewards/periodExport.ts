import { toCsv } from '../csv';
import { WALLET_STATE_LABELS } from '../wallet/walletTransaction';
import type { PeriodMemberCashback } from './periodAdmin';
import { STAFF_PERIOD_STATE_LABELS } from './periodLifecycle';
import type { ProgrammePeriod } from './periods';

/** Amounts as plain numbers with pence, so a spreadsheet can add them up: 1250.00. */
const pounds = (amount: number) => amount.toFixed(2);

/**
 * Where a line's cashback stands, as the export says it: 'Partly paid (£x of £y)' while some of it is in the
 * member's bank and the rest is not (the least advanced entry's state would say 'Approved' of money half
 * paid), else the wallet's state.
 */
function exportedWalletState(member: Pick<PeriodMemberCashback, 'cashback' | 'paidCashback' | 'walletState'>): string {
  if (member.paidCashback > 0 && member.paidCashback < member.cashback) return `Partly paid (£${pounds(member.paidCashback)} of £${pounds(member.cashback)})`;
  return member.walletState ? WALLET_STATE_LABELS[member.walletState] : 'Not in the wallet yet';
}

/**
 * A period's cashback as CSV, one line per member (amounts as numbers in pounds, their columns marked "(£)"):
 * what finance and the supplier reconcile against. The header is the first line (src/domain/csv.ts), and says
 * how the cashback was rounded, so a reconciliation adding up to a penny apart knows why; which period and
 * state it is goes in the file's name (periodCsvFileName).
 */
export function periodCashbackCsv(period: ProgrammePeriod, members: readonly PeriodMemberCashback[]): string {
  const isCalor = period.schemeType === 'calor';
  const header = [
    'Membership number',
    'Member',
    ...(isCalor ? ['Claims approved or paid', 'Claims waiting', 'Claims rejected'] : ['Supplier account number', 'Invoices']),
    'Purchases excluding VAT (£)',
    isCalor ? 'Calculated cashback (£; each claim rounded to the penny, then added)' : 'Calculated cashback (£; the rate on the total, rounded to the penny)',
    'Adjustments (£)',
    'Cashback (£; calculated plus adjustments, never below 0)',
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
    exportedWalletState(member),
  ]);
  return toCsv([header, ...lines]);
}

/**
 * The programme, the period's dates and its state when exported, so the file says which it is without
 * lines above the header: 'biopak-period-2026-04-01-to-2026-06-30-cashback-calculated.csv'.
 */
export const periodCsvFileName = (period: Pick<ProgrammePeriod, 'schemeType' | 'startDate' | 'endDate' | 'state'>) =>
  `${period.schemeType}-period-${period.startDate}-to-${period.endDate}-${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase().replaceAll(' ', '-')}.csv`;
