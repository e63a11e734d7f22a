// TEST DOUBLE, never shipped: how the simulator builds, checks and settles BACS payout files from the
// wallet's approved cashback, as the association's API would.
import { formatISO } from 'date-fns';
import { roundToPence } from '../../../../src/domain/rounding';
import type { StaffMember } from '../../../../src/domain/staffMember';
import { describeMaskedAccountNumber, describeMaskedSortCode } from '../../../../src/domain/wallet/bankDetails';
import type { ApiSchemas } from '../handlers/options';
import type { BacsStore } from '../seed/bacs';
import type { CalorStore } from '../seed/calor';
import type { RewardsStore } from '../seed/rewards';
import type { StoredWalletTransaction, WalletStore } from '../seed/wallet';
import { bacsFileChecks, checkAccountShape } from './bacsChecks';
import { recordClaimPayment } from './claimReview';
import { simulatorGuid } from './ids';
import { payableEntries, settlePeriodStates, sumOf } from './ledger';
import { BACS_NAME_LENGTH, BACS_REFERENCE_LENGTH, bacsText, cleanBacsText, payeeProblem, penceOf, writeStandard18, type PayeeProblem } from './standard18';
import { writeLabelledStandard18 } from './standard18Labels';
import { memberNameOf } from './staffIdentity';
import { refuse, type Refusal } from './refusal';

type BacsExclusion = ApiSchemas['BacsExclusion'];
type BacsFileDetail = ApiSchemas['BacsFileDetail'];
type BacsFileSummary = ApiSchemas['BacsFileSummary'];
type BacsLine = ApiSchemas['BacsLine'];

type StoreParts = { bacs: BacsStore; wallet: WalletStore; rewards: RewardsStore; calor: CalorStore };

/** A credit as the API keeps it: the full bank details (answered masked), the cashback it settles, its payout. */
export interface StoredBacsLine extends Omit<BacsLine, 'sortCode' | 'accountNumber'> {
  sortCode: string;
  accountNumber: string;
  accountHolderName: string;
  transactionIds: string[];
  payoutId: string | null;
}

export interface StoredBacsExclusion extends BacsExclusion {
  transactionIds: string[];
}

export interface StoredBacsFile extends Omit<BacsFileSummary, 'itemCount' | 'creditTotal' | 'contraTotal' | 'returnedCount' | 'returnedTotal'> {
  approvedCashback: BacsFileDetail['approvedCashback'];
  lines: StoredBacsLine[];
  exclusions: StoredBacsExclusion[];
  /** The Standard 18 data records alone, for bureau software that adds the labels. */
  text: string;
  /** The same records between the VOL1, HDR1, HDR2, UHL1 and EOF1, EOF2, UTL1 labels (standard18Labels.ts). */
  labelledText: string;
  /** The service user number the labels carry. */
  serviceUserNumber: string;
  creditTotalPence: number;
  fileName: string;
  labelledFileName: string;
}

/** Every period with payable cashback (the ledger's) no unsent file holds: what a new file may be built from. */
export function payablePeriods(store: StoreParts) {
  const payable = payableEntries(store);
  return store.rewards.periods
    .map((period) => {
      const waiting = payable.filter((entry) => entry.period.id === period.id);
      return { period, transactionCount: waiting.length, total: sumOf(waiting) };
    })
    .filter((entry) => entry.transactionCount > 0)
    .sort((a, b) => a.period.schemeType.localeCompare(b.period.schemeType) || b.period.startDate.localeCompare(a.period.startDate));
}

/** The account a payout on that day goes to: a waiting change once its hold is over, otherwise the current one. */
function accountFor(wallet: WalletStore, membershipNumber: string, processingDate: string) {
  const record = wallet.bankAccounts.get(membershipNumber);
  if (!record) return null;
  if (record.pendingChange && record.pendingChange.effectiveFrom <= processingDate) return record.pendingChange;
  return record.current;
}


/** A stored name inside a sentence for staff: without the characters that could hide or reorder it. */
const shown = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '');

/** Why a name cannot be paid, for finance: the name as given and as Bacs would have carried it. */
const PAYEE_PROBLEM_DETAILS: Record<PayeeProblem, (name: string, written: string) => string> = {
  empty: (name) => `The name on the account, “${shown(name)}”, has no letters or digits Bacs can carry: the payee would be blank. The member must give the name in letters A to Z, as their bank shows it.`,
  unrecognisable: (name, written) =>
    `The name on the account, “${shown(name)}”, would reach the bank as “${written}”: letters Bacs cannot carry would be lost. The member must give the name in letters A to Z, as their bank shows it.`,
};

export function buildBacsFile(
  store: StoreParts,
  request: { periodIds?: readonly string[]; transactions?: readonly StoredWalletTransaction[]; processingDate: string; createdBy: StaffMember; today: Date },
): Refusal | { ok: true; file: StoredBacsFile } {
  const transactions = request.transactions ?? payableEntries(store, request.periodIds ?? []);
  if (transactions.length === 0) return refuse(409, 'nothing-to-pay', 'No approved cashback is waiting for payment in these periods.');

  const byMember = new Map<string, StoredWalletTransaction[]>();
  for (const transaction of transactions) byMember.set(transaction.membershipNumber, [...(byMember.get(transaction.membershipNumber) ?? []), transaction]);

  const lines: StoredBacsLine[] = [];
  const exclusions: StoredBacsExclusion[] = [];
  for (const membershipNumber of [...byMember.keys()].sort()) {
    const owed = byMember.get(membershipNumber)!;
    const pence = owed.reduce((total, transaction) => total + penceOf(transaction.amount), 0);
    if (pence <= 0) continue;
    const common = { membershipNumber, memberName: memberNameOf(membershipNumber), amount: pence / 100, transactionCount: owed.length, transactionIds: owed.map((transaction) => transaction.id) };
    const details = accountFor(store.wallet, membershipNumber, request.processingDate);
    if (!details) {
      exclusions.push({ ...common, reason: 'MissingBankDetails', detail: 'The member has not given bank details for payouts.' });
      continue;
    }
    const shape = checkAccountShape(details);
    if (!shape.ok) {
      exclusions.push({ ...common, reason: 'FailedAccountCheck', detail: shape.reason });
      continue;
    }
    // A name Bacs cannot carry would reach the bank blank or as someone else's: refused, and shown to finance.
    const payee = payeeProblem(details.accountHolderName);
    if (payee) {
      exclusions.push({ ...common, reason: 'FailedAccountCheck', detail: PAYEE_PROBLEM_DETAILS[payee](details.accountHolderName, cleanBacsText(details.accountHolderName)) });
      continue;
    }
    if (store.bacs.modulusFailures.has(`${shape.account.sortCode}/${shape.account.accountNumber}`)) {
      exclusions.push({ ...common, reason: 'FailedModulusCheck', detail: 'The sort code and account number do not pass the modulus check: the member must check their bank details.' });
      continue;
    }
    lines.push({
      ...common,
      id: simulatorGuid('bac5e000', store.bacs.nextId++),
      lineNumber: lines.length + 1,
      sortCode: shape.account.sortCode,
      accountNumber: shape.account.accountNumber,
      accountHolderName: details.accountHolderName,
      payeeName: bacsText(details.accountHolderName, BACS_NAME_LENGTH),
      reference: bacsText(`Cashback ${membershipNumber}`, BACS_REFERENCE_LENGTH),
      returned: null,
      payoutId: null,
    });
  }
  if (lines.length === 0)
    return refuse(409, 'no-payable-bank-details', 'None of this cashback can be paid yet: every member owed it lacks bank details that pass the checks.');

  const credits = lines.map((line) => ({ sortCode: line.sortCode, accountNumber: line.accountNumber, amountPence: penceOf(line.amount), reference: line.reference, payeeName: line.payeeName }));
  const written = writeStandard18(store.bacs.originator, credits);
  const periodIds = [...new Set(transactions.map((transaction) => transaction.period.id))];
  const number = store.bacs.nextFileNumber++;
  const reference = `BACS-${String(number).padStart(5, '0')}`;
  const labelled = writeLabelledStandard18(store.bacs.originator, credits, { serialNumber: number, createdOn: formatISO(request.today, { representation: 'date' }), processingDate: request.processingDate });
  return {
    ok: true,
    file: {
      id: simulatorGuid('bac5f000', number),
      reference,
      state: 'Draft',
      processingDate: request.processingDate,
      periods: store.rewards.periods
        .filter((period) => periodIds.includes(period.id))
        .map((period) => ({ id: period.id, schemeType: period.schemeType, name: period.name })),
      created: { by: request.createdBy, on: formatISO(request.today) },
      approved: null,
      submitted: null,
      returnsRecorded: null,
      approvedCashback: { transactionCount: transactions.length, total: sumOf(transactions) },
      lines,
      exclusions,
      text: written.text,
      labelledText: labelled.text,
      serviceUserNumber: store.bacs.originator.serviceUserNumber,
      creditTotalPence: written.creditTotalPence,
      fileName: `${reference}-${request.processingDate}.txt`,
      labelledFileName: `${reference}-${request.processingDate}-labelled.txt`,
    },
  };
}

const transactionsOf = (wallet: WalletStore, ids: readonly string[]) => wallet.transactions.filter((transaction) => ids.includes(transaction.id));

/**
 * The file goes to Bacs: each credit becomes a new payout being processed (a returned credit's payout
 * stays in the member's history as returned), and the cashback it carries is "being paid" (InPayout) in
 * the member's wallet. Its periods are Paid once nothing of theirs waits for a file.
 */
export function submitBacsFile(store: StoreParts, file: StoredBacsFile, by: StaffMember, at: Date) {
  file.state = 'Submitted';
  file.submitted = { by, on: formatISO(at) };
  for (const line of file.lines) {
    const payout = {
      id: simulatorGuid('ba750000', store.wallet.nextPayoutNumber++),
      membershipNumber: line.membershipNumber,
      reference: line.reference,
      processingDate: file.processingDate,
      amount: line.amount,
      state: 'Processing' as const,
      paidTo: { accountHolderName: line.accountHolderName, sortCodeEnding: line.sortCode.slice(-2), accountNumberEnding: line.accountNumber.slice(-4) },
      returnReason: null,
    };
    store.wallet.payouts.push(payout);
    line.payoutId = payout.id;
    for (const transaction of transactionsOf(store.wallet, line.transactionIds)) {
      transaction.state = 'InPayout';
      transaction.payoutId = payout.id;
      transaction.stateChangedOn = file.processingDate;
      transaction.reason = null;
    }
  }
  settlePeriodStates(store);
}

/** A draft is thrown away: the cashback it held is payable again (its periods were not paid by it). */
export function discardBacsFile(store: StoreParts, file: StoredBacsFile) {
  store.bacs.files = store.bacs.files.filter((candidate) => candidate !== file);
  settlePeriodStates(store);
}

/**
 * The bank's ARUCS report, recorded: the returned credits' payouts and cashback are Returned, with the
 * bank's reason, back in the member's wallet to be paid again; the first time returns are recorded, every
 * other credit is paid. Calor claims follow their cashback (Paid, or Approved again when returned).
 */
export function recordReturns(store: StoreParts, file: StoredBacsFile, returns: readonly { lineId: string; reason: string }[], by: StaffMember, today: Date) {
  const on = formatISO(today);
  const day = on.slice(0, 10);
  const firstReport = file.state === 'Submitted';
  for (const line of file.lines) {
    const returned = returns.find((entry) => entry.lineId === line.id);
    const payout = store.wallet.payouts.find((candidate) => candidate.id === line.payoutId);
    const transactions = transactionsOf(store.wallet, line.transactionIds);
    if (returned) {
      const recorded: ApiSchemas['BacsReturn'] = { reason: returned.reason, recorded: { by, on } };
      line.returned = recorded;
      if (payout) Object.assign(payout, { state: 'Returned', returnReason: `Your bank returned the payment: ${returned.reason.toLowerCase()}. Please check your bank details.` });
      for (const transaction of transactions) {
        Object.assign(transaction, { state: 'Returned', stateChangedOn: day, reason: `Returned by the bank: ${returned.reason}.` });
        if (transaction.claimReference) recordClaimPayment(store as never, transaction.claimReference, 'PaymentReturned', by, today, `Returned by the bank (${file.reference}): ${returned.reason}`);
      }
    } else if (firstReport && !line.returned) {
      if (payout) payout.state = 'Paid';
      for (const transaction of transactions) {
        Object.assign(transaction, { state: 'Paid', stateChangedOn: day });
        if (transaction.claimReference) recordClaimPayment(store as never, transaction.claimReference, 'Paid', by, today, `Paid in ${file.reference}`);
      }
    }
  }
  file.state = 'ReturnsRecorded';
  file.returnsRecorded = { by, on };
  // A returned credit's periods are waiting for a file again.
  settlePeriodStates(store);
}

export function fileSummary(file: StoredBacsFile): BacsFileSummary {
  const returned = file.lines.filter((line) => line.returned);
  return {
    id: file.id,
    reference: file.reference,
    state: file.state,
    processingDate: file.processingDate,
    periods: file.periods,
    itemCount: file.lines.length,
    creditTotal: file.creditTotalPence / 100,
    contraTotal: file.creditTotalPence / 100,
    created: file.created,
    approved: file.approved,
    submitted: file.submitted,
    returnsRecorded: file.returnsRecorded,
    returnedCount: returned.length,
    returnedTotal: roundToPence(returned.reduce((total, line) => total + line.amount, 0)),
  };
}

export function fileChecks(file: StoredBacsFile, today: Date) {
  const summary = fileSummary(file);
  return bacsFileChecks(
    {
      processingDate: file.processingDate,
      approvedCashback: file.approvedCashback,
      lines: file.lines,
      exclusions: file.exclusions,
      creditTotal: summary.creditTotal,
      contraTotal: summary.contraTotal,
      fileText: file.text,
      labelledFileText: file.labelledText,
      serviceUserNumber: file.serviceUserNumber,
    },
    file.submitted ? new Date(file.submitted.on) : today,
  );
}

export function fileDetail(file: StoredBacsFile, today: Date): BacsFileDetail {
  return {
    ...fileSummary(file),
    approvedCashback: file.approvedCashback,
    exclusionCount: file.exclusions.length,
    exclusionTotal: roundToPence(file.exclusions.reduce((total, exclusion) => total + exclusion.amount, 0)),
    checks: fileChecks(file, today),
    fileName: file.fileName,
    labelledFileName: file.labelledFileName,
  };
}

/** One member left out, as the exclusions list answers it (the cashback's transactions stay on the server). */
export function exclusionView({ transactionIds: _transactionIds, ...exclusion }: StoredBacsExclusion): BacsExclusion {
  return exclusion;
}

export function lineView({ transactionIds: _transactionIds, payoutId: _payoutId, accountHolderName: _name, sortCode, accountNumber, ...line }: StoredBacsLine): BacsLine {
  return {
    ...line,
    sortCode: describeMaskedSortCode({ sortCodeEnding: sortCode.slice(-2) }),
    accountNumber: describeMaskedAccountNumber({ accountNumberEnding: accountNumber.slice(-4) }),
  };
}
