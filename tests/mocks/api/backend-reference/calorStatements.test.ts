// The Calor statements rule, over small hand-made wallets.
import { describe, expect, it } from 'vitest';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { StoredWalletTransaction } from '../seed/wallet';
import { calorStatements } from './calorStatements';

const EARLIER = { id: 'p1', name: 'January to June 2026', startDate: '2026-01-01', endDate: '2026-06-30' };
const LATER = { id: 'p2', name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' };

const entry = (
  state: WalletTransactionState,
  amount: number,
  { period = LATER, claimReference = `CLR-${amount}`, schemeType = 'calor', stateChangedOn = '2026-11-01' }: Partial<StoredWalletTransaction> = {},
): StoredWalletTransaction => ({
  id: `${claimReference}-${state}`,
  membershipNumber: 'LM100001',
  schemeType,
  period,
  description: 'Cashback',
  amount,
  createdOn: '2026-10-01',
  state,
  stateChangedOn,
  payoutId: null,
  reason: null,
  claimReference,
});

describe('a member’s Calor statements', () => {
  it('sum each period’s cashback, split into paid and to be paid, newest period first', () => {
    const statements = calorStatements([
      entry('Paid', 5, { period: EARLIER, stateChangedOn: '2026-05-20' }),
      entry('Paid', 10.1, { stateChangedOn: '2026-09-20' }),
      entry('Paid', 2.2, { stateChangedOn: '2026-10-20' }),
      entry('Pending', 3),
      entry('Approved', 4),
      entry('InPayout', 1),
      entry('Returned', 0.5),
      entry('Approved', -1, { claimReference: null }),
    ]);
    expect(statements).toEqual([
      { period: LATER, claims: 6, cashback: 19.8, paid: 12.3, toBePaid: 7.5, lastPaidOn: '2026-10-20' },
      { period: EARLIER, claims: 1, cashback: 5, paid: 5, toBePaid: 0, lastPaidOn: '2026-05-20' },
    ]);
  });

  it('leave out reversed cashback, other schemes’ cashback, and a period with nothing else', () => {
    const statements = calorStatements([
      entry('Reversed', 7, { period: EARLIER }),
      entry('Paid', 9, { schemeType: 'biopak' }),
      entry('Reversed', 8),
      entry('Pending', 2),
    ]);
    expect(statements).toEqual([{ period: LATER, claims: 1, cashback: 2, paid: 0, toBePaid: 2, lastPaidOn: null }]);
  });

  it('are none when the member has no Calor cashback', () => {
    expect(calorStatements([])).toEqual([]);
  });
});
