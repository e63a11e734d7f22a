// TEST DOUBLE, never shipped: what the simulator works out from its rewards data for the member calls.
import { parseISO } from 'date-fns';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import { claimPeriodContaining } from '../../../../src/domain/calor/claimPeriod';
import { formatApiDate } from '../../../../src/domain/format/date';
import { SCHEME_TYPES, type SchemeType, type SupplierReportedSchemeType } from '../../../../src/domain/rewards/schemes';
import { statusSince } from '../../../../src/domain/rewards/signup';
import { earnedToDate } from '../../../../src/domain/wallet/walletTotals';
import { walletTotals } from './ledger';
import type { ApiSchemas } from '../handlers/options';
import type { SimulatorStore } from '../store';
import { SCHEME_NAMES, purchasesIn } from '../seed/rewards';
import { isWithinPeriod, newestPeriodFirst, periodCashback } from './periods';
import { earnedSum, entriesOf } from './ledger';
import { nextPayout } from './wallet';

/** The programme's period open today (or, between periods, none). */
export function currentPeriod(store: SimulatorStore, schemeType: SchemeType, today: Date): ApiSchemas['Period'] | undefined {
  return store.rewards.periods.find((period) => period.schemeType === schemeType && period.state === 'Open' && isWithinPeriod(period, today));
}

export const signupOf = (store: SimulatorStore, membershipNumber: string, schemeType: SupplierReportedSchemeType): ApiSchemas['ProgrammeSignup'] | undefined =>
  store.rewards.signups.find((signup) => signup.membershipNumber === membershipNumber && signup.schemeType === schemeType);

export const transactionsOf = (store: SimulatorStore, membershipNumber: string, schemeType?: SchemeType) =>
  store.wallet.transactions.filter(
    (transaction) => transaction.membershipNumber === membershipNumber && (!schemeType || transaction.schemeType === schemeType),
  );

const SIGNUP_STANDING: Record<ApiSchemas['ProgrammeSignupStatus'], ApiSchemas['SchemeStatus']> = { Pending: 'Pending', Approved: 'SignedUp', Rejected: 'Rejected' };

/** Calor's standing comes from the member's Calor accounts (its sign-up page's data), so the two never disagree. */
function calorStanding(store: SimulatorStore, membershipNumber: string): Pick<ApiSchemas['MemberScheme'], 'status' | 'rejectionReason'> {
  const accounts = store.calor.accounts.get(membershipNumber) ?? [];
  if (accounts.some((account) => account.accountStatus === 'Approved')) return { status: 'SignedUp', rejectionReason: null };
  if (accounts.some((account) => account.accountStatus === 'Pending')) return { status: 'Pending', rejectionReason: null };
  const rejected = accounts.filter((account) => account.accountStatus === 'Rejected');
  if (rejected.length) return { status: 'Rejected', rejectionReason: rejected.at(-1)!.rejectionReason ?? null };
  return { status: 'NotSignedUp', rejectionReason: null };
}

function calorThisPeriod(store: SimulatorStore, membershipNumber: string, today: Date): number {
  const period = claimPeriodContaining(today);
  // The ledger's earned entries (approved, being paid, paid) of the half-year holding today; claims under review are pending.
  const entries = entriesOf(store.wallet, { membershipNumber, schemeType: 'calor' }).filter(
    (entry) => claimPeriodContaining(parseISO(entry.period.startDate)).start.getTime() === period.start.getTime(),
  );
  return earnedSum(entries);
}

/** Call 7: one entry per programme, in the programmes' usual order. */
export function memberSchemes(store: SimulatorStore, membershipNumber: string, today: Date): ApiSchemas['MemberScheme'][] {
  return SCHEME_TYPES.map((schemeType) => {
    const period = currentPeriod(store, schemeType, today);
    const totals = walletTotals(transactionsOf(store, membershipNumber, schemeType));
    const common = {
      schemeType,
      name: SCHEME_NAMES[schemeType],
      currentPeriod: period ? { name: period.name, startDate: period.startDate, endDate: period.endDate } : null,
      cashbackToDate: earnedToDate(totals),
      pendingCashback: totals.Pending,
    };
    if (schemeType === 'calor') {
      const standing = calorStanding(store, membershipNumber);
      return {
        ...common,
        ...standing,
        cashbackPercent: store.calor.cashbackPercent,
        statusSince: null,
        cashbackThisPeriod: standing.status === 'SignedUp' ? calorThisPeriod(store, membershipNumber, today) : 0,
      };
    }
    const signup = signupOf(store, membershipNumber, schemeType);
    const rate = store.rewards.rates[schemeType];
    const reported = signup?.status === 'Approved' && period ? purchasesIn(store.rewards.purchases, membershipNumber, period.id) : [];
    return {
      ...common,
      cashbackPercent: rate,
      status: signup ? SIGNUP_STANDING[signup.status] : 'NotSignedUp',
      statusSince: signup ? formatApiDate(parseISO(statusSince(signup))) : null,
      rejectionReason: signup?.status === 'Rejected' ? (signup.rejectionReason ?? null) : null,
      cashbackThisPeriod: cashbackFor(reported.reduce((total, purchase) => total + purchase.amountExcludingVat, 0), rate),
    };
  });
}

/** The cashback page of a supplier-reported programme: the periods since the member's first purchase, newest first. */
export function programmeCashback(
  store: SimulatorStore,
  membershipNumber: string,
  schemeType: SupplierReportedSchemeType,
  today: Date,
): ApiSchemas['ProgrammeCashback'] {
  const rate = store.rewards.rates[schemeType];
  const transactions = transactionsOf(store, membershipNumber, schemeType);
  const current = currentPeriod(store, schemeType, today);
  const firstPurchase = store.rewards.purchases
    .filter((purchase) => purchase.membershipNumber === membershipNumber && purchase.schemeType === schemeType)
    .reduce<string | undefined>((earliest, purchase) => (!earliest || purchase.invoiceDate < earliest ? purchase.invoiceDate : earliest), undefined);
  const periods: ApiSchemas['PeriodCashback'][] = store.rewards.periods
    .filter((period) => period.schemeType === schemeType && period.state !== 'Upcoming')
    .filter((period) => period.id === current?.id || (firstPurchase !== undefined && period.endDate >= firstPurchase))
    .sort(newestPeriodFirst)
    .map((period) =>
      periodCashback(
        period,
        purchasesIn(store.rewards.purchases, membershipNumber, period.id),
        transactions.find((transaction) => transaction.period.id === period.id),
        rate,
      ),
    );
  return {
    schemeType,
    cashbackPercent: rate,
    currentPeriod: current ?? null,
    periods,
    ...nextPayout(store, membershipNumber, today),
  };
}
