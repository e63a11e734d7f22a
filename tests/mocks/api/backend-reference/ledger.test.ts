// The cashback ledger's rules, case by case, over small hand-made stores.
import { describe, expect, it } from 'vitest';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { StoredBacsFile } from './bacs';
import { isPeriodPaid, payableEntries, payoutOf, settlePeriodStates, sumOf } from './ledger';
import type { BacsStore } from '../seed/bacs';
import type { StoredWalletTransaction, WalletStore } from '../seed/wallet';

const PERIOD = { id: 'p1', name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' };

const entry = (id: string, state: WalletTransactionState, amount = 10, membershipNumber = 'LM100001'): StoredWalletTransaction => ({
  id,
  membershipNumber,
  schemeType: 'calor',
  period: PERIOD,
  description: `Cashback on claim ${id}`,
  amount,
  createdOn: '2026-11-01',
  state,
  stateChangedOn: '2026-11-01',
  payoutId: null,
  reason: null,
  claimReference: id,
});

const file = (state: StoredBacsFile['state'], processingDate: string, lines: { ids: string[]; returned?: boolean }[]) =>
  ({
    state,
    processingDate,
    lines: lines.map(({ ids, returned }) => ({ transactionIds: ids, returned: returned ? { reason: 'Account closed' } : null, membershipNumber: 'LM100001' })),
  }) as unknown as StoredBacsFile;

const ledger = (entries: StoredWalletTransaction[], files: StoredBacsFile[] = []) => ({
  wallet: { transactions: entries } as WalletStore,
  bacs: { files } as BacsStore,
});

describe('a period is paid', () => {
  it.each([
    ['when every approved entry is in a submitted file', [entry('a', 'InPayout')], [file('Submitted', '2026-11-25', [{ ids: ['a'] }])], true],
    ['when its files’ returns are recorded and nothing came back', [entry('a', 'Paid')], [file('ReturnsRecorded', '2026-11-25', [{ ids: ['a'] }])], true],
    ['when it has nothing earned (pending and reversed entries are not paid)', [entry('a', 'Pending'), entry('b', 'Reversed')], [], true],
    ['not while an approved entry waits for a file', [entry('a', 'InPayout'), entry('b', 'Approved')], [file('Submitted', '2026-11-25', [{ ids: ['a'] }])], false],
    ['not while the file carrying it is a draft', [entry('a', 'Approved')], [file('Draft', '2026-12-02', [{ ids: ['a'] }])], false],
    ['not while the file carrying it is approved but not sent', [entry('a', 'Approved')], [file('Approved', '2026-12-02', [{ ids: ['a'] }])], false],
    ['not once the bank returned a credit of it', [entry('a', 'Returned')], [file('ReturnsRecorded', '2026-11-25', [{ ids: ['a'], returned: true }])], false],
  ])('%s', (_case, entries, files, paid) => {
    expect(isPeriodPaid(ledger(entries, files), PERIOD.id)).toBe(paid);
  });
});

describe('what a new file may carry', () => {
  it.each([
    ['approved entries no file holds', [entry('a', 'Approved')], [], ['a']],
    ['returned entries, owed again', [entry('a', 'Returned')], [file('ReturnsRecorded', '2026-11-25', [{ ids: ['a'], returned: true }])], ['a']],
    ['not entries a draft holds', [entry('a', 'Approved'), entry('b', 'Approved')], [file('Draft', '2026-12-02', [{ ids: ['a'] }])], ['b']],
    ['not pending, being paid, paid or reversed entries', [entry('a', 'Pending'), entry('b', 'InPayout'), entry('c', 'Paid'), entry('d', 'Reversed')], [], []],
  ])('%s', (_case, entries, files, payable) => {
    expect(payableEntries(ledger(entries, files)).map((candidate) => candidate.id)).toEqual(payable);
  });
});

describe('the day a member is paid, and whether it is promised', () => {
  const SCHEDULED = '2026-12-21';
  const TODAY = '2026-11-27';
  it.each([
    ['the processing day of the approved file carrying the approved cashback: promised', [entry('a', 'Approved')], [file('Approved', '2026-12-01', [{ ids: ['a'] }])], '2026-12-01', true],
    ['the earliest approved file, when two files carry it', [entry('a', 'Approved'), entry('b', 'Approved')], [file('Approved', '2026-12-08', [{ ids: ['b'] }]), file('Approved', '2026-12-01', [{ ids: ['a'] }])], '2026-12-01', true],
    ['an approved file’s day over an earlier draft’s', [entry('a', 'Approved'), entry('b', 'Approved')], [file('Draft', '2026-12-01', [{ ids: ['b'] }]), file('Approved', '2026-12-08', [{ ids: ['a'] }])], '2026-12-08', true],
    ['a draft file’s day only as expected: nobody has approved it', [entry('a', 'Approved')], [file('Draft', '2026-12-09', [{ ids: ['a'] }])], '2026-12-09', false],
    ['the scheduled run, expected, when no file carries it yet', [entry('a', 'Approved')], [], SCHEDULED, false],
    ['the submitted file’s day while it is being paid', [entry('a', 'InPayout')], [file('Submitted', '2026-11-30', [{ ids: ['a'] }])], '2026-11-30', true],
    ['the scheduled run once that day has passed', [entry('a', 'InPayout')], [file('Submitted', '2026-11-25', [{ ids: ['a'] }])], SCHEDULED, false],
  ])('%s', (_case, entries, files, date, confirmed) => {
    expect(payoutOf(ledger(entries, files), 'LM100001', SCHEDULED, TODAY)).toEqual({ date, confirmed });
  });
});

describe('settling the approved periods', () => {
  const period = (state: 'ApprovedForPayout' | 'Paid' | 'CashbackCalculated') => ({ ...PERIOD, schemeType: 'calor' as const, state });
  it.each([
    ['an approved period whose cashback is all in submitted files becomes Paid', 'ApprovedForPayout', 'Submitted', 'Paid'],
    ['a Paid period whose file is not sent is approved for payout again', 'Paid', 'Draft', 'ApprovedForPayout'],
    ['a period not yet approved is left alone', 'CashbackCalculated', 'Submitted', 'CashbackCalculated'],
  ] as const)('%s', (_case, from, fileState, to) => {
    const store = { ...ledger([entry('a', fileState === 'Draft' ? 'Approved' : 'InPayout')], [file(fileState, '2026-11-25', [{ ids: ['a'] }])]), rewards: { periods: [period(from)] } };
    settlePeriodStates(store);
    expect(store.rewards.periods[0]!.state).toBe(to);
  });
});

it('adds amounts in pence, as a file adds its credits', () => {
  expect(sumOf([{ amount: 0.1 }, { amount: 0.2 }, { amount: 15.65 }])).toBe(15.95);
});
