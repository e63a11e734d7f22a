// TEST DOUBLE, never shipped: the BACS payout files: the settled ones that paid the wallets' history, one
// submitted (its processing day just past, so the bank's returns can be recorded) and one draft waiting for
// its second approver.
import { addDays, addHours, formatISO, parseISO, setHours, subDays } from 'date-fns';
import { proposedProcessingDate } from '../../../../src/domain/bacs/bacsChecks';
import { addWorkingDays } from '../../../../src/domain/bacs/workingDays';
import { formatApiDate } from '../../../../src/domain/format/date';
import { buildBacsFile, submitBacsFile, type StoredBacsFile } from '../backend-reference/bacs';
import { settlePeriodStates } from '../backend-reference/ledger';
import type { StaffMember } from '../../../../src/domain/staffMember';
import { workingDayOnOrBefore } from '../backend-reference/bacsChecks';
import type { BacsServiceUser } from '../backend-reference/standard18Labels';
import { demoStaff } from '../backend-reference/staffIdentity';
import type { CalorStore } from './calor';
import { periodsOf, type RewardsStore } from './rewards';
import type { StoredWalletTransaction, WalletStore } from './wallet';

/**
 * The simulator's configuration of the association as a Bacs service user (the real API holds its own):
 * its account, which pays the credits and takes the contra debit, the originator name on every record, and
 * the service user number Bacs issued, written in the labelled file's VOL1 and HDR1.
 */
export const LARDER_ORIGINATOR: BacsServiceUser = { sortCode: '608371', accountNumber: '22461198', name: 'Larder Association', serviceUserNumber: '438907' };

/**
 * Stands in for the API's modulus check (VocaLink's tables are not shipped): accounts, as
 * "sortCode/accountNumber", that the check refuses. Tariq Aziz's account is VocaLink's own worked example
 * 089999 66374958 with its last digit changed, which fails MOD11.
 */
export const MODULUS_CHECK_FAILURES = new Set(['089999/66374959']);

export interface BacsStore {
  files: StoredBacsFile[];
  originator: BacsServiceUser;
  modulusFailures: Set<string>;
  nextFileNumber: number;
  nextId: number;
}

export function seedBacs(wallet: WalletStore, rewards: RewardsStore, calor: CalorStore, today: Date = new Date()): BacsStore {
  const bacs: BacsStore = { files: [], originator: LARDER_ORIGINATOR, modulusFailures: new Set(MODULUS_CHECK_FAILURES), nextFileNumber: 1, nextId: 1 };
  const store = { bacs, wallet, rewards, calor };
  const creator = demoStaff('larder-admin');
  const approver = demoStaff('larder-admin-2');

  // Settled: every payout the wallet's history paid (or the bank returned) went in a file, so the ledger's
  // paid cashback is what the submitted files credit.
  seedSettledFiles(store, creator, approver);

  // Submitted: what is already on its way (BioPak's payout in progress, last half-year's approved Calor claims).
  const calorPeriods = periodsOf(rewards.periods, 'calor');
  const processed = workingDayOnOrBefore(subDays(today, 2));
  const inPayout = wallet.transactions.filter(
    (transaction) => transaction.state === 'InPayout' || (transaction.state === 'Approved' && transaction.period.id === calorPeriods[1]?.id),
  );
  // The wallet's seed gave the payout in progress a payout of its own: submitting the file makes it.
  for (const transaction of inPayout.filter((candidate) => candidate.state === 'InPayout')) {
    wallet.payouts = wallet.payouts.filter((payout) => payout.id !== transaction.payoutId);
    Object.assign(transaction, { state: 'Approved', payoutId: null });
  }
  const createdOn = setHours(addWorkingDays(subDays(processed, 7), 1), 10);
  const submitted = buildBacsFile(store, { transactions: inPayout, processingDate: formatApiDate(processed), createdBy: creator, today: createdOn });
  if (submitted.ok) {
    submitted.file.approved = { by: approver, on: formatISO(addHours(createdOn, 3)) };
    submitted.file.state = 'Approved';
    bacs.files.push(submitted.file);
    submitBacsFile(store, submitted.file, approver, addHours(createdOn, 26));
  }

  // Draft: Nisbets' last half-year and this half-year's approved Calor claims (payable while the period is
  // open: backend-reference/ledger.ts), created this morning.
  const draftPeriods = [periodsOf(rewards.periods, 'nisbets')[1], calorPeriods[0]].flatMap((period) => (period ? [period.id] : []));
  const draft = buildBacsFile(store, {
    periodIds: draftPeriods,
    processingDate: formatApiDate(proposedProcessingDate(today)),
    createdBy: creator,
    today: subDays(today, 0),
  });
  if (draft.ok) bacs.files.push(draft.file);
  settlePeriodStates(store);
  return bacs;
}

/** The bank's reason on the seeded returned credit (the wallet's seed words it for the member). */
const SEEDED_RETURN_REASON = 'Account closed';

/**
 * One file per processing day (and outcome) of the wallet's paid and returned payouts, its returns
 * recorded. Each credit takes over the payout of the cashback it carries (one payout per credit).
 */
function seedSettledFiles(store: Parameters<typeof buildBacsFile>[0], creator: StaffMember, approver: StaffMember) {
  const { wallet, bacs } = store;
  const payoutOf = (id: string | null) => wallet.payouts.find((payout) => payout.id === id);
  const settled = wallet.transactions.filter((transaction) => transaction.state === 'Paid' || transaction.state === 'Returned');
  const groups = new Map<string, StoredWalletTransaction[]>();
  for (const transaction of settled) {
    const payout = payoutOf(transaction.payoutId)!;
    const key = `${payout.processingDate}/${transaction.state}`;
    groups.set(key, [...(groups.get(key) ?? []), transaction]);
  }
  for (const key of [...groups.keys()].sort()) {
    const transactions = groups.get(key)!;
    const [processingDate, state] = key.split('/') as [string, 'Paid' | 'Returned'];
    const createdOn = setHours(subDays(parseISO(processingDate), 7), 10);
    const built = buildBacsFile(store, { transactions, processingDate, createdBy: creator, today: createdOn });
    if (!built.ok || built.file.exclusions.length) throw new Error(`The seeded payouts of ${processingDate} cannot all be paid: ${built.ok ? 'a member has no usable bank details' : built.message}`);
    const file = built.file;
    const settledOn = formatISO(setHours(addDays(parseISO(processingDate), 2), 9));
    Object.assign(file, {
      state: 'ReturnsRecorded',
      approved: { by: approver, on: formatISO(addHours(createdOn, 3)) },
      submitted: { by: approver, on: formatISO(addHours(createdOn, 26)) },
      returnsRecorded: { by: approver, on: settledOn },
    });
    for (const line of file.lines) {
      const carried = wallet.transactions.filter((transaction) => line.transactionIds.includes(transaction.id));
      const [kept, ...merged] = [...new Set(carried.map((transaction) => transaction.payoutId))].map((id) => payoutOf(id)!);
      wallet.payouts = wallet.payouts.filter((payout) => !merged.includes(payout));
      kept!.amount = line.amount;
      for (const transaction of carried) transaction.payoutId = kept!.id;
      line.payoutId = kept!.id;
      if (state === 'Returned') line.returned = { reason: SEEDED_RETURN_REASON, recorded: { by: approver, on: settledOn } };
    }
    bacs.files.push(file);
  }
}
