// TEST DOUBLE, never shipped: the cashback ledger. Its entries are the wallet's transactions; every
// cashback figure the simulator answers (a period's lines, totals and export, a member's wallet and
// rewards cards, a BACS file's credits and contra) is a sum over them, so no two screens can disagree.
// An entry moves Pending → Approved → InPayout → Paid, or Returned from InPayout (or Paid) by the bank,
// which makes it payable again. Approved cashback is payable whatever its period's state: a Calor claim's
// cashback is approved with the claim and goes in the next file even while its period is open
// (api/areas/finance.yaml, createBacsFile).
import { roundToPence } from '../../../../src/domain/rounding';
import { WALLET_TRANSACTION_STATES, type WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { WalletTotals } from '../../../../src/domain/wallet/walletTotals';
import type { ApiSchemas } from '../handlers/options';
import type { StoredBacsFile, StoredBacsLine } from './bacs';
import type { BacsStore } from '../seed/bacs';
import type { RewardsStore } from '../seed/rewards';
import type { StoredWalletTransaction, WalletStore } from '../seed/wallet';

export type LedgerEntry = StoredWalletTransaction;
type Ledger = { wallet: WalletStore; bacs: BacsStore };

/** Approved or further along: what a member has earned and a period pays (pending and reversed entries are not). */
const EARNED: readonly WalletTransactionState[] = ['Approved', 'InPayout', 'Paid', 'Returned'];
/** What a new file may carry: approved cashback, and cashback the bank returned (owed until it reaches a working account). */
const PAYABLE: readonly WalletTransactionState[] = ['Approved', 'Returned'];
const SENT: readonly ApiSchemas['BacsFileState'][] = ['Submitted', 'ReturnsRecorded'];

export const isEarned = (entry: Pick<LedgerEntry, 'state'>) => EARNED.includes(entry.state);
export const isPayable = (entry: Pick<LedgerEntry, 'state'>) => PAYABLE.includes(entry.state);
export const isSent = (file: Pick<StoredBacsFile, 'state'>) => SENT.includes(file.state);

export interface EntryFilter {
  membershipNumber?: string;
  schemeType?: LedgerEntry['schemeType'];
  periodId?: string;
}

/** The entries that match every given field. */
export function entriesOf(wallet: Pick<WalletStore, 'transactions'>, filter: EntryFilter = {}): LedgerEntry[] {
  return wallet.transactions.filter(
    (entry) =>
      (filter.membershipNumber === undefined || entry.membershipNumber === filter.membershipNumber) &&
      (filter.schemeType === undefined || entry.schemeType === filter.schemeType) &&
      (filter.periodId === undefined || entry.period.id === filter.periodId),
  );
}

/** The sum of some entries, to the penny (added in pence, as a file adds its credits). */
export function sumOf(entries: readonly Pick<LedgerEntry, 'amount'>[]): number {
  return entries.reduce((pence, entry) => pence + Math.round(entry.amount * 100), 0) / 100;
}

/** The sum of some entries in each state, to the penny (added in pence); every state is present (0 when none). */
export function walletTotals(entries: readonly Pick<LedgerEntry, 'state' | 'amount'>[]): WalletTotals {
  const pence = Object.fromEntries(WALLET_TRANSACTION_STATES.map((state) => [state, 0])) as WalletTotals;
  for (const entry of entries) pence[entry.state] += Math.round(entry.amount * 100);
  return Object.fromEntries(WALLET_TRANSACTION_STATES.map((state) => [state, pence[state] / 100])) as WalletTotals;
}

/** The sum in each state (every state present). */
export const totalsOf = (entries: readonly LedgerEntry[]): WalletTotals => walletTotals(entries);

/** The lines that carry money now: a returned credit carries nothing (its entries are owed again). */
export function carryingLines(bacs: Pick<BacsStore, 'files'>): { file: StoredBacsFile; line: StoredBacsLine }[] {
  return bacs.files.flatMap((file) => file.lines.filter((line) => !line.returned).map((line) => ({ file, line })));
}

/** The file whose credit carries an entry now, if any (never more than one: a new file takes only payable entries no file holds). */
export function fileCarrying(bacs: Pick<BacsStore, 'files'>, entryId: string): StoredBacsFile | undefined {
  return carryingLines(bacs).find(({ line }) => line.transactionIds.includes(entryId))?.file;
}

/** Entries held by a file not yet sent: no second file may take them. */
export function entriesInUnsentFiles(bacs: Pick<BacsStore, 'files'>): Set<string> {
  return new Set(carryingLines(bacs).filter(({ file }) => !isSent(file)).flatMap(({ line }) => line.transactionIds));
}

/** Payable entries no file holds yet, optionally of some periods only. */
export function payableEntries(ledger: Ledger, periodIds?: readonly string[]): LedgerEntry[] {
  const held = entriesInUnsentFiles(ledger.bacs);
  return ledger.wallet.transactions.filter((entry) => isPayable(entry) && !held.has(entry.id) && (!periodIds || periodIds.includes(entry.period.id)));
}

/** Entries carried by a submitted file's credits (not returned). */
const entriesInSentFiles = (bacs: Pick<BacsStore, 'files'>) =>
  new Set(carryingLines(bacs).filter(({ file }) => isSent(file)).flatMap(({ line }) => line.transactionIds));

/** A period is paid when every entry it earned is carried by a submitted file (none approved, waiting or returned). */
export function isPeriodPaid(ledger: Ledger, periodId: string, sent = entriesInSentFiles(ledger.bacs)): boolean {
  return entriesOf(ledger.wallet, { periodId })
    .filter(isEarned)
    .every((entry) => sent.has(entry.id));
}

/**
 * An approved period is Paid while the ledger says so, and goes back to ApprovedForPayout when it does not
 * (a returned credit, or approved cashback no submitted file carries). Called after every file change.
 */
export function settlePeriodStates(store: Ledger & { rewards: Pick<RewardsStore, 'periods'> }): void {
  const sent = entriesInSentFiles(store.bacs);
  for (const period of store.rewards.periods) {
    if (period.state !== 'ApprovedForPayout' && period.state !== 'Paid') continue;
    period.state = isPeriodPaid(store, period.id, sent) ? 'Paid' : 'ApprovedForPayout';
  }
}

/** Files whose processing day is a promise: approved by a second administrator, or already sent. */
const PROMISED: readonly ApiSchemas['BacsFileState'][] = ['Approved', 'Submitted', 'ReturnsRecorded'];

/**
 * When a member's money is paid, and whether that is a promise. Confirmed only when an approved (or sent) file
 * carries their payable cashback: its processing day (the earliest, if several do); else of the submitted file
 * still paying them. Otherwise expected, not promised: the processing day of a draft file carrying it (a draft
 * may be changed or discarded before approval), or else the scheduled run.
 */
export function payoutOf(ledger: Ledger, membershipNumber: string, scheduled: string, today: string): { date: string; confirmed: boolean } {
  // The file carrying each entry, indexed once: never every file's lines scanned per entry.
  const carrying = new Map<string, StoredBacsFile>();
  for (const { file, line } of carryingLines(ledger.bacs)) for (const id of line.transactionIds) if (!carrying.has(id)) carrying.set(id, file);
  const days = (entries: readonly LedgerEntry[], states: readonly ApiSchemas['BacsFileState'][]) =>
    entries
      .map((entry) => carrying.get(entry.id))
      .filter((file): file is StoredBacsFile => file !== undefined && states.includes(file.state) && file.processingDate >= today)
      .map((file) => file.processingDate)
      .sort();
  const mine = entriesOf(ledger.wallet, { membershipNumber });
  const payable = mine.filter(isPayable);
  const promised = days(payable, PROMISED)[0] ?? days(mine.filter((entry) => entry.state === 'InPayout'), PROMISED)[0];
  if (promised) return { date: promised, confirmed: true };
  return { date: days(payable, ['Draft'])[0] ?? scheduled, confirmed: false };
}

/** Cashback to date: what was earned and not taken back. */
export const earnedSum = (entries: readonly LedgerEntry[]) => roundToPence(sumOf(entries.filter(isEarned)));
