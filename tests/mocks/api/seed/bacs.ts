// TEST DOUBLE, never shipped: the BACS payout files: one submitted (its processing day just
// past, so the bank's returns can be recorded) and one draft waiting for its second approver.
import { addHours, formatISO, setHours, subDays } from 'date-fns';
import { proposedProcessingDate } from '../../../../src/domain/bacs/bacsChecks';
import { addWorkingDays } from '../../../../src/domain/bacs/workingDays';
import { formatApiDate } from '../../../../src/domain/format/date';
import { buildBacsFile, submitBacsFile, type StoredBacsFile } from '../rules/bacs';
import { workingDayOnOrBefore } from '../rules/bacsChecks';
import type { BacsServiceUser } from '../rules/standard18Labels';
import { demoStaff } from '../rules/staffIdentity';
import type { CalorStore } from './calor';
import { periodsOf, type RewardsStore } from './rewards';
import type { WalletStore } from './wallet';

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

  // Submitted: what is already on its way (BioPak's payout in progress, last half-year's approved Calor claims).
  const calorPeriods = periodsOf(rewards.periods, 'calor');
  const processed = workingDayOnOrBefore(subDays(today, 2));
  const inPayout = wallet.transactions.filter(
    (transaction) => transaction.state === 'InPayout' || (transaction.state === 'Approved' && transaction.period.id === calorPeriods[1]?.id),
  );
  const createdOn = setHours(addWorkingDays(subDays(processed, 7), 1), 10);
  const submitted = buildBacsFile(store, { transactions: inPayout, processingDate: formatApiDate(processed), createdBy: creator, today: createdOn });
  if (submitted.ok) {
    submitted.file.approved = { by: approver, on: formatISO(addHours(createdOn, 3)) };
    submitted.file.state = 'Approved';
    submitBacsFile(store, submitted.file, approver, addHours(createdOn, 26));
    bacs.files.push(submitted.file);
  }

  // Draft: BioPak's last quarter and this half-year's approved Calor claims, created this morning.
  const draftPeriods = [periodsOf(rewards.periods, 'biopak')[1], calorPeriods[0]].flatMap((period) => (period ? [period.id] : []));
  const draft = buildBacsFile(store, {
    periodIds: draftPeriods,
    processingDate: formatApiDate(proposedProcessingDate(today)),
    createdBy: creator,
    today: subDays(today, 0),
  });
  if (draft.ok) bacs.files.push(draft.file);
  return bacs;
}
