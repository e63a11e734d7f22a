// TEST DOUBLE, never shipped: a member's wallet as the API answers it: what it comes to (by state, programme
// and period, with the payouts that settled each period), and its transactions a page at a time. Both read
// only the member's entries of the ledger (ledger.ts), once each: no figure scans them per row.
import type { ListDefinition, Paged } from '../../../../src/domain/lists/listQuery';
import { SCHEME_TYPES } from '../../../../src/domain/rewards/schemes';
import { walletTotals } from './ledger';
import type { ApiSchemas } from '../handlers/options';
import type { StoredPayout, StoredWalletTransaction } from '../seed/wallet';
import { pageOf } from './paging';

type Wallet = ApiSchemas['Wallet'];
type Payout = ApiSchemas['WalletPayout'];

const withoutMember = <T extends { membershipNumber: string }>({ membershipNumber: _membershipNumber, ...rest }: T): Omit<T, 'membershipNumber'> => rest;

/** Newest first (the day made, then the id); filtered by state, programme and period. */
export const WALLET_TRANSACTIONS_LIST: ListDefinition<'createdOn', 'state' | 'programme' | 'period'> = {
  sorts: ['createdOn'],
  filters: ['state', 'programme', 'period'],
  defaultSort: 'createdOn',
  defaultDirection: 'desc',
};

/** The page a request asks for (`page`, `pageSize`, `state`, `programme`, `period`) of one member's transactions. */
export function walletTransactionsPage(mine: readonly StoredWalletTransaction[], request: Request): Paged<ApiSchemas['WalletTransaction']> {
  return pageOf(mine, request, {
    definition: WALLET_TRANSACTIONS_LIST,
    sortValue: (entry) => `${entry.createdOn} ${entry.id}`,
    matches: (entry, { state, programme, period }) =>
      (!state || entry.state === state) && (!programme || entry.schemeType === programme) && (!period || entry.period.id === period),
    present: withoutMember,
  });
}

/**
 * What one member's wallet comes to, in one pass over their entries: the sums in each state, by programme (in
 * the programmes' usual order) and by programme period (newest first, each with the payouts that carried
 * its entries, newest first), and their payouts, newest first.
 */
export function walletSummary(
  mine: readonly StoredWalletTransaction[],
  payouts: readonly StoredPayout[],
  next: Pick<Wallet, 'nextPayoutOn' | 'nextPayoutConfirmed'>,
): Wallet {
  const byProgramme = new Map<string, StoredWalletTransaction[]>();
  const byPeriod = new Map<string, { first: StoredWalletTransaction; entries: StoredWalletTransaction[]; payoutIds: Set<string> }>();
  for (const entry of mine) {
    const programme = byProgramme.get(entry.schemeType) ?? [];
    programme.push(entry);
    byProgramme.set(entry.schemeType, programme);
    const key = `${entry.schemeType} ${entry.period.id}`;
    const period = byPeriod.get(key) ?? { first: entry, entries: [], payoutIds: new Set<string>() };
    period.entries.push(entry);
    if (entry.payoutId) period.payoutIds.add(entry.payoutId);
    byPeriod.set(key, period);
  }
  const newestPayouts = [...payouts].sort((a, b) => b.processingDate.localeCompare(a.processingDate) || b.id.localeCompare(a.id));
  const payoutOrder = new Map(newestPayouts.map((payout, index) => [payout.id, index]));
  return {
    totals: walletTotals(mine),
    programmes: SCHEME_TYPES.flatMap((schemeType) => {
      const own = byProgramme.get(schemeType);
      return own ? [{ schemeType, totals: walletTotals(own), transactions: own.length }] : [];
    }),
    periods: [...byPeriod.values()]
      .sort(
        (a, b) =>
          b.first.period.startDate.localeCompare(a.first.period.startDate) ||
          SCHEME_TYPES.indexOf(a.first.schemeType) - SCHEME_TYPES.indexOf(b.first.schemeType),
      )
      .map(({ first, entries, payoutIds }) => ({
        schemeType: first.schemeType,
        period: first.period,
        totals: walletTotals(entries),
        transactions: entries.length,
        payoutIds: [...payoutIds].sort((a, b) => (payoutOrder.get(a) ?? 0) - (payoutOrder.get(b) ?? 0)),
      })),
    payouts: newestPayouts.map((payout): Payout => withoutMember(payout)),
    ...next,
  };
}
