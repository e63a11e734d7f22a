// TEST DOUBLE, never shipped: the simulator's wallet rules: payout days, the safety hold, Calor claims in the wallet.
import { addDays, isWeekend, parseISO } from 'date-fns';
import { formatApiDate } from '../../../../src/domain/format/date';
import {
  ACCOUNT_NUMBER_PATTERN,
  normaliseAccountNumber,
  normaliseSortCode,
  SORT_CODE_PATTERN,
  type BankDetailsRequest,
  type MaskedBankAccount,
} from '../../../../src/domain/wallet/bankDetails';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { ApiSchemas } from '../handlers/options';
import type { StoredWalletTransaction, WalletStore } from '../seed/wallet';
import { simulatorGuid } from './ids';
import type { SimulatorStore } from '../store';
import { payoutOf } from './ledger';
import { periodContaining } from './periods';

/** Payouts run on this day of each month (moved to the next working day). */
export const PAYOUT_DAY_OF_MONTH = 20;

/** A new bank account waits this many days before payouts go to it. */
export const BANK_DETAILS_HOLD_DAYS = 7;

const nextWorkingDay = (date: Date) => {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};

/** The first payout run on or after a day. */
export function nextPayoutOn(from: Date): Date {
  const thisMonth = nextWorkingDay(new Date(from.getFullYear(), from.getMonth(), PAYOUT_DAY_OF_MONTH));
  if (formatApiDate(thisMonth) >= formatApiDate(from)) return thisMonth;
  return nextWorkingDay(new Date(from.getFullYear(), from.getMonth() + 1, PAYOUT_DAY_OF_MONTH));
}

/**
 * The day a member's approved cashback is paid, and whether it is promised (an approved file carries it,
 * ledger.ts) or only expected (a draft file's day, or the next run): `nextPayoutOn` and `nextPayoutConfirmed`.
 */
export function nextPayout(store: Pick<SimulatorStore, 'wallet' | 'bacs'>, membershipNumber: string, today: Date) {
  const { date, confirmed } = payoutOf(store, membershipNumber, formatApiDate(nextPayoutOn(today)), formatApiDate(today));
  return { nextPayoutOn: date, nextPayoutConfirmed: confirmed };
}

/** Where a Calor claim's cashback stands in the wallet: rejected claims never enter it. */
const CLAIM_STATES: Record<ApiSchemas['CalorClaimStatus'], ApiSchemas['WalletTransactionState'] | undefined> = {
  Submitted: 'Pending',
  Approved: 'Approved',
  Paid: 'Paid',
  Rejected: undefined,
};

/** The wallet transaction of a Calor claim, in the Calor period its purchase date falls in. */
export function claimTransaction(
  wallet: WalletStore,
  periods: readonly ApiSchemas['Period'][],
  membershipNumber: string,
  claim: Pick<ApiSchemas['CalorClaim'], 'claimReference' | 'status' | 'cashback' | 'purchaseDate' | 'submittedOn'>,
  payout: { id: string; processingDate: string } | null = null,
): StoredWalletTransaction | undefined {
  const state = CLAIM_STATES[claim.status];
  const period = periodContaining(periods.filter((candidate) => candidate.schemeType === 'calor'), claim.purchaseDate);
  if (!state || !period) return undefined;
  const createdOn = formatApiDate(parseISO(claim.submittedOn));
  return {
    id: simulatorGuid('e7a11e70', wallet.nextId++),
    membershipNumber,
    schemeType: 'calor',
    period: { id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate },
    description: `Cashback on claim ${claim.claimReference}`,
    amount: claim.cashback,
    createdOn,
    state,
    stateChangedOn: payout?.processingDate ?? createdOn,
    payoutId: payout?.id ?? null,
    reason: null,
    claimReference: claim.claimReference,
  };
}

export const isSortCode = (value: string) => SORT_CODE_PATTERN.test(normaliseSortCode(value));
export const isAccountNumber = (value: string) => ACCOUNT_NUMBER_PATTERN.test(normaliseAccountNumber(value));

/** What the API answers instead of the numbers (and what the simulator stores them as when it answers). */
export function maskBankAccount(account: BankDetailsRequest): MaskedBankAccount {
  return {
    accountHolderName: account.accountHolderName,
    sortCodeEnding: normaliseSortCode(account.sortCode).slice(-2),
    accountNumberEnding: normaliseAccountNumber(account.accountNumber).slice(-4),
  };
}

/** The moves a real server (and the staff screens) allow; anything else is refused with 409. */
export const WALLET_TRANSITIONS: Record<WalletTransactionState, readonly WalletTransactionState[]> = {
  Pending: ['Approved', 'Reversed'],
  Approved: ['InPayout', 'Reversed'],
  InPayout: ['Paid', 'Returned'],
  Paid: ['Returned'],
  Reversed: [],
  Returned: ['InPayout'],
};

export function canMoveWalletTransaction(from: WalletTransactionState, to: WalletTransactionState): boolean {
  return WALLET_TRANSITIONS[from].includes(to);
}
