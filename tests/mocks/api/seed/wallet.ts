// TEST DOUBLE, never shipped: the members' wallets: cashback transactions of every programme, the payouts
// that settled them, and the bank accounts payouts go to. Relative to today's date.
import { addDays, min, parseISO, subDays, subMonths } from 'date-fns';
import { formatApiDate } from '../../../../src/domain/format/date';
import { originalMembershipNumber } from './scale';
import type { SupplierReportedSchemeType } from '../../../../src/domain/rewards/schemes';
import type { BankDetailsRequest } from '../../../../src/domain/wallet/bankDetails';
import { maskBankAccount } from '../backend-reference/wallet';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import { demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { simulatorGuid } from '../backend-reference/ids';
import { BANK_DETAILS_HOLD_DAYS, claimTransaction } from '../backend-reference/wallet';
import { workingDayOnOrBefore } from '../backend-reference/bacsChecks';
import type { CalorStore } from './calor';
import { calculatedCashback, periodsOf, purchasesIn, type RewardsStore } from './rewards';

/** A transaction as the wallet answers it, with the member it belongs to. */
export type StoredWalletTransaction = ApiSchemas['WalletTransaction'] & { membershipNumber: string };

export type StoredPayout = ApiSchemas['WalletPayout'] & { membershipNumber: string };

/** The full numbers, which the API never answers (it masks them). */
export interface BankAccountRecord {
  current: (BankDetailsRequest & { since: string }) | null;
  pendingChange: (BankDetailsRequest & { requestedOn: string; effectiveFrom: string }) | null;
}

/**
 * The wallet slice of the simulator's store. Staff handlers act on it: approve or reverse Pending
 * transactions, put Approved ones into a payout (InPayout, with payoutId), mark payouts Paid, and record
 * a returned credit (payout and transactions Returned, with the bank's reason).
 */
export interface WalletStore {
  transactions: StoredWalletTransaction[];
  payouts: StoredPayout[];
  /** By membership number. */
  bankAccounts: Map<string, BankAccountRecord>;
  holdDays: number;
  nextId: number;
  nextPayoutNumber: number;
}

/** Each member's cashback per supplier-reported programme, for the periods before the current one (1 = last). */
type PeriodPlan = Partial<Record<SupplierReportedSchemeType, (WalletTransactionState | null)[]>>;

const PLANS: Record<string, PeriodPlan> = {
  // A period's entries move together (approving a period approves them all): last quarter's BioPak cashback
  // waits for approval, last half-year's Nisbets cashback is approved and in the draft file (seed/bacs.ts).
  'member-active': { biopak: ['Pending', 'Paid', 'Paid', 'Paid'], nisbets: ['Approved', 'Paid', 'Paid', 'Paid'] },
  // Every state: Pending, Approved, InPayout, Paid, Reversed and Returned. Booker's last quarter is still being worked out.
  'member-rewards-everything': {
    biopak: ['Pending', 'InPayout', 'Returned', 'Paid'],
    nisbets: ['Approved', 'Reversed', 'Paid', 'Paid'],
    booker: [null, 'Paid', 'Paid', 'Paid'],
  },
};

const REASONS: Partial<Record<WalletTransactionState, string>> = {
  Reversed: 'Nisbets credited these orders back after the goods were returned, so no cashback is due on them.',
  Returned: 'Your bank returned the payment: the account has been closed. Please check your bank details.',
};

const BANK_ACCOUNTS: Record<string, BankDetailsRequest> = {
  'member-active': { accountHolderName: 'Larder Cafe Ltd', sortCode: '401276', accountNumber: '41920368' },
  'member-rewards-everything': { accountHolderName: 'Everything Catering Ltd', sortCode: '309412', accountNumber: '20456613' },
  // The claims review's Calor claimants (Fiona Mackay, member-calor-no-bank, has none): names that Bacs cleans and
  // cuts, 6- and 7-digit account numbers, and one account the modulus check refuses (seed/bacs.ts).
  'member-calor-usual': { accountHolderName: "Gareth Lloyd T/A Lloyd's Kitchen", sortCode: '200415', accountNumber: '718842' },
  'member-calor-same-receipt': { accountHolderName: 'Hussain Catering Services Ltd', sortCode: '309634', accountNumber: '51220947' },
  'member-calor-same-file': { accountHolderName: "Owen's Café & Grill", sortCode: '207109', accountNumber: '3301572' },
  'member-calor-bad-account': { accountHolderName: 'Aziz Food Van', sortCode: '089999', accountNumber: '66374959' },
};

const periodOf = (period: ApiSchemas['Period']) => ({ id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate });

export function seedWallet(rewards: RewardsStore, calor: CalorStore, today: Date = new Date()): WalletStore {
  const wallet: WalletStore = { transactions: [], payouts: [], bankAccounts: new Map(), holdDays: BANK_DETAILS_HOLD_DAYS, nextId: 1, nextPayoutNumber: 1 };
  const yesterday = subDays(today, 1);

  const addPayout = (membershipNumber: string, amount: number, processingDate: Date, state: ApiSchemas['PayoutState']): StoredPayout => {
    const details = BANK_ACCOUNTS[demoKeyOf(membershipNumber)]!;
    const payout: StoredPayout = {
      id: simulatorGuid('ba750000', wallet.nextPayoutNumber),
      membershipNumber,
      reference: `LARDER CASHBACK ${String(wallet.nextPayoutNumber++).padStart(5, '0')}`,
      processingDate: formatApiDate(processingDate),
      amount,
      state,
      paidTo: maskBankAccount(details),
      returnReason: state === 'Returned' ? (REASONS.Returned ?? null) : null,
    };
    wallet.payouts.push(payout);
    return payout;
  };

  for (const [key, plan] of Object.entries(PLANS)) {
    const membershipNumber = demoAccount(key).membershipNumber!;
    for (const [schemeType, states] of Object.entries(plan) as [SupplierReportedSchemeType, (WalletTransactionState | null)[]][]) {
      const periods = periodsOf(rewards.periods, schemeType);
      states.forEach((state, index) => {
        const period = periods[index + 1];
        if (!state || !period) return;
        const amount = calculatedCashback(purchasesIn(rewards.purchases, membershipNumber, period.id), rewards.rates[schemeType]);
        const calculatedOn = min([addDays(parseISO(period.endDate), 10), yesterday]);
        let payoutId: string | null = null;
        let stateChangedOn = calculatedOn;
        if (state === 'InPayout' || state === 'Paid' || state === 'Returned') {
          const processingDate = state === 'InPayout' ? yesterday : workingDayOnOrBefore(min([addDays(parseISO(period.endDate), 35), subDays(today, 7)]));
          payoutId = addPayout(membershipNumber, amount, processingDate, state === 'InPayout' ? 'Processing' : state).id;
          stateChangedOn = state === 'Returned' ? addDays(processingDate, 4) : processingDate;
        }
        wallet.transactions.push({
          id: simulatorGuid('e7a11e70', wallet.nextId++),
          membershipNumber,
          schemeType,
          period: periodOf(period),
          description: `Cashback on purchases, ${period.name}`,
          amount,
          createdOn: formatApiDate(calculatedOn),
          state,
          stateChangedOn: formatApiDate(stateChangedOn),
          payoutId,
          reason: REASONS[state] ?? null,
          claimReference: null,
        });
      });
    }
  }

  // Calor's cashback comes from the member's claims (store.calor), one transaction each.
  for (const [membershipNumber, claims] of calor.claims) {
    for (const claim of claims) {
      const payout =
        claim.status === 'Paid' ? addPayout(membershipNumber, claim.cashback, workingDayOnOrBefore(min([addDays(parseISO(claim.submittedOn), 30), subDays(today, 3)])), 'Paid') : null;
      const transaction = claimTransaction(wallet, rewards.periods, membershipNumber, claim, payout);
      if (transaction) wallet.transactions.push(transaction);
    }
  }

  for (const [key, details] of Object.entries(BANK_ACCOUNTS))
    wallet.bankAccounts.set(demoAccount(key).membershipNumber!, { current: { ...details, since: formatApiDate(subMonths(today, 20)) }, pendingChange: null });
  // Copied members (LARDER_SCALE) bank as their originals.
  for (const membershipNumber of calor.claims.keys()) {
    const original = wallet.bankAccounts.get(originalMembershipNumber(membershipNumber));
    if (membershipNumber !== originalMembershipNumber(membershipNumber) && original) wallet.bankAccounts.set(membershipNumber, structuredClone(original));
  }
  return wallet;
}

function demoKeyOf(membershipNumber: string): string {
  // A copied member (LARDER_SCALE, seed/scale.ts) banks as the member it was copied from.
  const original = originalMembershipNumber(membershipNumber);
  return Object.keys(BANK_ACCOUNTS).find((key) => demoAccount(key).membershipNumber === original) ?? 'member-active';
}
