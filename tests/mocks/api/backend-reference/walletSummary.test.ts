// The wallet's sums and its transactions' paging rule, over a small hand-made wallet.
import { describe, expect, it } from 'vitest';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { StoredPayout, StoredWalletTransaction } from '../seed/wallet';
import { walletSummary, walletTransactionsPage } from './walletSummary';

const H2 = { id: 'calor-h2', name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' };
const Q2 = { id: 'biopak-q2', name: 'April to June 2026', startDate: '2026-04-01', endDate: '2026-06-30' };
const Q3 = { id: 'biopak-q3', name: 'July to September 2026', startDate: '2026-07-01', endDate: '2026-09-30' };

const entry = (
  id: string,
  state: WalletTransactionState,
  amount: number,
  { schemeType = 'calor', period = H2, createdOn = '2026-10-01', payoutId = null }: Partial<StoredWalletTransaction> = {},
): StoredWalletTransaction => ({
  id,
  membershipNumber: 'LM100001',
  schemeType,
  period,
  description: 'Cashback',
  amount,
  createdOn,
  state,
  stateChangedOn: createdOn,
  payoutId,
  reason: null,
  claimReference: null,
});

const payout = (id: string, processingDate: string, amount: number): StoredPayout => ({
  id,
  membershipNumber: 'LM100001',
  reference: id,
  processingDate,
  amount,
  state: 'Paid',
  paidTo: { accountHolderName: 'Larder Cafe Ltd', sortCodeEnding: '76', accountNumberEnding: '0368' },
  returnReason: null,
});

const ENTRIES = [
  entry('t1', 'Paid', 10.1, { schemeType: 'biopak', period: Q2, createdOn: '2026-07-05', payoutId: 'p1' }),
  entry('t2', 'Pending', 0.2, { createdOn: '2026-11-20' }),
  entry('t3', 'Approved', 0.1, { createdOn: '2026-11-02' }),
  entry('t4', 'Paid', 5, { createdOn: '2026-09-10', payoutId: 'p2' }),
  entry('t5', 'Reversed', 3, { schemeType: 'biopak', period: Q3, createdOn: '2026-10-05' }),
  entry('t6', 'Paid', 2, { createdOn: '2026-09-10', payoutId: 'p1' }),
];
const PAYOUTS = [payout('p1', '2026-08-04', 12.1), payout('p2', '2026-09-21', 5)];
const NEXT = { nextPayoutOn: '2026-12-21', nextPayoutConfirmed: false };
const zero = { Pending: 0, Approved: 0, InPayout: 0, Paid: 0, Reversed: 0, Returned: 0 };

describe('what a wallet comes to', () => {
  const summary = walletSummary(ENTRIES, PAYOUTS, NEXT);

  it('sums each state to the penny, across every programme', () => {
    expect(summary.totals).toEqual({ ...zero, Pending: 0.2, Approved: 0.1, Paid: 17.1, Reversed: 3 });
  });

  it('sums each programme in the programmes’ usual order, with how many transactions it has', () => {
    expect(summary.programmes).toEqual([
      { schemeType: 'calor', totals: { ...zero, Pending: 0.2, Approved: 0.1, Paid: 7 }, transactions: 4 },
      { schemeType: 'biopak', totals: { ...zero, Paid: 10.1, Reversed: 3 }, transactions: 2 },
    ]);
  });

  it('sums each programme period, newest period first, with the payouts that carried it, newest first', () => {
    expect(summary.periods.map(({ schemeType, period, transactions, payoutIds }) => ({ schemeType, period: period.id, transactions, payoutIds }))).toEqual([
      { schemeType: 'calor', period: 'calor-h2', transactions: 4, payoutIds: ['p2', 'p1'] },
      { schemeType: 'biopak', period: 'biopak-q3', transactions: 1, payoutIds: [] },
      { schemeType: 'biopak', period: 'biopak-q2', transactions: 1, payoutIds: ['p1'] },
    ]);
    expect(summary.periods[0]!.totals).toEqual({ ...zero, Pending: 0.2, Approved: 0.1, Paid: 7 });
  });

  it('answers the payouts newest first, without the member’s number, and the next payout day', () => {
    expect(summary.payouts.map((answered) => answered.id)).toEqual(['p2', 'p1']);
    expect(summary.payouts[0]).not.toHaveProperty('membershipNumber');
    expect(summary).toMatchObject(NEXT);
  });

  it('is empty for a member with no cashback', () => {
    expect(walletSummary([], [], NEXT)).toEqual({ totals: zero, programmes: [], periods: [], payouts: [], ...NEXT });
  });
});

describe('a wallet’s transactions, a page at a time', () => {
  const pageFor = (query: string) => walletTransactionsPage(ENTRIES, new Request(`https://api.test/members/LM100001/wallet/transactions${query}`));

  it.each([
    { why: 'newest first, the later id first on the same day', query: '', ids: ['t2', 't3', 't5', 't6', 't4', 't1'], total: 6 },
    { why: 'a page cut from that order', query: '?page=2&pageSize=4', ids: ['t4', 't1'], total: 6 },
    { why: 'one state', query: '?state=Paid', ids: ['t6', 't4', 't1'], total: 3 },
    { why: 'one programme', query: '?programme=biopak', ids: ['t5', 't1'], total: 2 },
    { why: 'one period of a programme, in one state', query: '?programme=calor&period=calor-h2&state=Paid', ids: ['t6', 't4'], total: 2 },
    { why: 'filters that match nothing', query: '?programme=nisbets', ids: [], total: 0 },
  ])('$why', ({ query, ids, total }) => {
    const page = pageFor(query);
    expect(page.items.map((item) => item.id)).toEqual(ids);
    expect(page.total).toBe(total);
  });

  it('answers each transaction without the member’s number', () => {
    expect(pageFor('?pageSize=1').items[0]).not.toHaveProperty('membershipNumber');
  });
});
