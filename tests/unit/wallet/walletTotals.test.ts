import { describe, expect, it } from 'vitest';
import { earnedToDate } from '@/domain/wallet/walletTotals';
import { walletTotals } from '../../mocks/api/backend-reference/ledger';
import { WALLET_TRANSACTION_STATES, type WalletTransaction } from '@/domain/wallet/walletTransaction';
import { canMoveWalletTransaction } from '../../mocks/api/backend-reference/wallet';

type Row = Pick<WalletTransaction, 'schemeType' | 'state' | 'amount'>;

// A member's wallet, written out: every state, several programmes, pence that only add up when rounded.
const TRANSACTIONS: Row[] = [
  { schemeType: 'calor', state: 'Pending', amount: 22 },
  { schemeType: 'calor', state: 'Approved', amount: 142 },
  { schemeType: 'calor', state: 'Paid', amount: 27.62 },
  { schemeType: 'biopak', state: 'Pending', amount: 47.47 },
  { schemeType: 'biopak', state: 'InPayout', amount: 46.59 },
  { schemeType: 'biopak', state: 'Returned', amount: 46.72 },
  { schemeType: 'biopak', state: 'Paid', amount: 44.41 },
  { schemeType: 'nisbets', state: 'Approved', amount: 0.1 },
  { schemeType: 'nisbets', state: 'Approved', amount: 0.2 },
  { schemeType: 'nisbets', state: 'Reversed', amount: 268.09 },
  { schemeType: 'nisbets', state: 'Paid', amount: 266.16 },
];

describe('walletTotals', () => {
  it('adds up each state to the penny, every state present', () => {
    expect(walletTotals(TRANSACTIONS)).toEqual({
      Pending: 69.47,
      Approved: 142.3, // 142 + 0.1 + 0.2, not 142.30000000000001
      InPayout: 46.59,
      Paid: 338.19,
      Reversed: 268.09,
      Returned: 46.72,
    });
  });

  it('is all zeros for an empty wallet', () => {
    expect(walletTotals([])).toEqual(Object.fromEntries(WALLET_TRANSACTION_STATES.map((state) => [state, 0])));
  });

  it('counts earned to date as everything not waiting and not taken back', () => {
    expect(earnedToDate(walletTotals(TRANSACTIONS))).toBe(573.8);
  });
});

describe('wallet transaction moves (what the staff screens may do)', () => {
  it.each([
    ['Pending', 'Approved', true],
    ['Pending', 'Reversed', true],
    ['Pending', 'Paid', false],
    ['Approved', 'InPayout', true],
    ['Approved', 'Reversed', true],
    ['Approved', 'Pending', false],
    ['InPayout', 'Paid', true],
    ['InPayout', 'Returned', true],
    ['InPayout', 'Reversed', false],
    ['Paid', 'Returned', true],
    ['Paid', 'Reversed', false],
    ['Reversed', 'Approved', false],
    ['Returned', 'InPayout', true],
    ['Returned', 'Paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveWalletTransaction(from, to)).toBe(allowed);
  });
});
