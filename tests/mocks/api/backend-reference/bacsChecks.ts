// TEST DOUBLE, never shipped: the API's own checks on a BACS payout file (the shape of each member's
// bank details, the file's records and totals, who may take which action when), as the association's API
// would run them. The portal only shows their results.
import { addDays, isBefore, parseISO, startOfDay } from 'date-fns';
import { processingDateProblem, type BacsCheck } from '../../../../src/domain/bacs/bacsChecks';
import { BACS_FILE_STATE_LABELS, type BacsFileState, type BacsFileSummary } from '../../../../src/domain/bacs/bacsFile';
import { isWorkingDay, workingDaysBetween } from '../../../../src/domain/bacs/workingDays';
import { formatDate } from '../../../../src/domain/format/date';
import { formatMoney } from '../../../../src/domain/format/money';
import type { StaffMember } from '../../../../src/domain/staffMember';
import { normaliseAccountNumber, normaliseSortCode } from '../../../../src/domain/wallet/bankDetails';
import { checkStandard18, penceOf, type BacsAccount } from './standard18';
import { checkLabelledStandard18 } from './standard18Labels';

/**
 * The bank-account checks the portal itself makes before a credit goes into a file: the shape only.
 * A sort code is 6 digits (not 00-00-00); an account number 6 to 8 digits, written as 8 by putting
 * zeros in front, as Bacs asks (123456 → 00123456), and not all zeros.
 *
 * The modulus check (VocaLink's valacdos and scsubtab tables: MOD10, MOD11 and DBLAL weights per
 * sort-code range, with its exceptions) is the API's: the tables are licensed and change every few
 * weeks, so they are not shipped in the portal. The API lists a failing account as an excluded line with
 * the reason 'FailedModulusCheck'; a sort code outside the tables cannot be checked and is let through.
 */
export type AccountCheck = { ok: true; account: BacsAccount } | { ok: false; reason: string };

export function checkAccountShape(details: { sortCode: string; accountNumber: string }): AccountCheck {
  const sortCode = normaliseSortCode(details.sortCode);
  const accountNumber = normaliseAccountNumber(details.accountNumber);
  if (!/^\d{6}$/.test(sortCode) || /^0+$/.test(sortCode)) return { ok: false, reason: 'The sort code is not 6 digits.' };
  if (!/^\d{6,8}$/.test(accountNumber) || /^0+$/.test(accountNumber)) return { ok: false, reason: 'The account number is not 6 to 8 digits.' };
  return { ok: true, account: { sortCode, accountNumber: accountNumber.padStart(8, '0') } };
}

/** What the checks look at: the API holds the full account numbers (the portal is only ever shown them masked). */
export interface BacsChecksInput {
  processingDate: string;
  approvedCashback: { transactionCount: number; total: number };
  lines: readonly { membershipNumber: string; sortCode: string; accountNumber: string; amount: number; transactionCount: number }[];
  exclusions: readonly { amount: number; transactionCount: number }[];
  creditTotal: number;
  contraTotal: number;
  /** The written Standard 18 records. */
  fileText: string;
  /** The labelled file: the same records between the volume, header and trailer labels. */
  labelledFileText: string;
  /** The service user number its labels must carry. */
  serviceUserNumber: string;
}

const sumPence = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + penceOf(amount), 0);
const pounds = (pence: number) => formatMoney(pence / 100);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function countAndTotal(input: BacsChecksInput): BacsCheck {
  const linesPence = sumPence(input.lines.map((line) => line.amount));
  const excludedPence = sumPence(input.exclusions.map((exclusion) => exclusion.amount));
  const approvedPence = penceOf(input.approvedCashback.total);
  const counted = [...input.lines, ...input.exclusions].reduce((total, item) => total + item.transactionCount, 0);
  const passed = counted === input.approvedCashback.transactionCount && linesPence + excludedPence === approvedPence;
  const carried = `${plural(input.lines.length, 'credit')} of ${pounds(linesPence)}${input.exclusions.length ? ` and ${pounds(excludedPence)} left out` : ''}`;
  return {
    id: 'countAndTotal',
    passed,
    summary: passed
      ? `${carried} account for all ${plural(counted, 'approved cashback item')} (${pounds(approvedPence)}).`
      : `${carried} (${plural(counted, 'item')}) do not add up to the approved cashback: ${plural(input.approvedCashback.transactionCount, 'item')}, ${pounds(approvedPence)}.`,
  };
}

function contra(input: BacsChecksInput): BacsCheck {
  const credits = penceOf(input.creditTotal);
  const lines = sumPence(input.lines.map((line) => line.amount));
  const passed = penceOf(input.contraTotal) === credits && credits === lines;
  return {
    id: 'contra',
    passed,
    summary: passed
      ? `The contra debit of ${pounds(credits)} equals the credits.`
      : `The contra debit (${formatMoney(input.contraTotal)}) does not equal the credits (${formatMoney(input.creditTotal)}; lines ${pounds(lines)}).`,
  };
}

function processingDate(input: BacsChecksInput, asOf: Date): BacsCheck {
  const problem = processingDateProblem(input.processingDate, asOf);
  return {
    id: 'processingDate',
    passed: !problem,
    summary: problem ?? `${formatDate(input.processingDate)} is a working day, ${plural(workingDaysBetween(asOf, input.processingDate), 'working day')} after ${formatDate(asOf)}.`,
  };
}

function duplicatePayees(input: BacsChecksInput): BacsCheck {
  const byAccount = new Map<string, string[]>();
  const byMember = new Map<string, number>();
  for (const line of input.lines) {
    const key = `${line.sortCode}/${line.accountNumber}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), line.membershipNumber]);
    byMember.set(line.membershipNumber, (byMember.get(line.membershipNumber) ?? 0) + 1);
  }
  const sharedAccounts = [...byAccount.values()].filter((members) => members.length > 1);
  const repeatedMembers = [...byMember.entries()].filter(([, count]) => count > 1).map(([member]) => member);
  const problems = [
    ...sharedAccounts.map((members) => `${members.join(' and ')} are paid into the same bank account.`),
    ...repeatedMembers.map((member) => `${member} has more than one credit.`),
  ];
  return {
    id: 'duplicatePayees',
    passed: problems.length === 0,
    summary: problems.length ? problems.join(' ') : `Each of the ${plural(input.lines.length, 'credit')} goes to a different member and bank account.`,
  };
}

function records(input: BacsChecksInput): BacsCheck {
  const problems = checkStandard18(input.fileText);
  return {
    id: 'records',
    passed: problems.length === 0,
    summary: problems.length ? problems.join(' ') : 'Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra.',
  };
}

function labels(input: BacsChecksInput): BacsCheck {
  const problems = checkLabelledStandard18(input.labelledFileText, { serviceUserNumber: input.serviceUserNumber, processingDate: input.processingDate });
  return {
    id: 'labels',
    passed: problems.length === 0,
    summary: problems.length
      ? problems.join(' ')
      : `The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number ${input.serviceUserNumber}, processing day ${formatDate(input.processingDate)}) and EOF1, EOF2 and UTL1 (the contra and ${plural(input.lines.length, 'credit')}, their totals) are 80 characters each and agree with the records.`,
  };
}

/**
 * The checks a finance user makes before a file is released (DOMAIN-NOTES §6), in order. The processing
 * day is judged as of `asOf`: today for a file not yet sent, the day it was submitted for one that was.
 * Names and references after truncation are shown line by line; excluded lines are listed apart; the
 * second approver is checkBacsFileAction's rule.
 */
export function bacsFileChecks(input: BacsChecksInput, asOf: Date): BacsCheck[] {
  return [countAndTotal(input), contra(input), processingDate(input, asOf), duplicatePayees(input), records(input), labels(input)];
}

export const BACS_FILE_ACTIONS = ['approve', 'download', 'submit', 'recordReturns', 'discard'] as const;
export type BacsFileAction = (typeof BACS_FILE_ACTIONS)[number];

/** The states each action may be taken in; anything else is refused (409). */
export const BACS_FILE_ACTION_STATES: Record<BacsFileAction, readonly BacsFileState[]> = {
  approve: ['Draft'],
  download: ['Approved', 'Submitted', 'ReturnsRecorded'],
  submit: ['Approved'],
  recordReturns: ['Submitted', 'ReturnsRecorded'],
  discard: ['Draft'],
};

export type BacsActionCheck = { ok: true } | { ok: false; status: 403 | 409; code: 'wrong-file-state' | 'creator-cannot-approve' | 'file-checks-failed' | 'returns-too-early'; reason: string };

/** Who did the step that moved the file past the state an action needs: for "already approved by …". */
function lastStep(file: Pick<BacsFileSummary, 'state' | 'approved' | 'submitted' | 'returnsRecorded'>): string {
  const step = { Draft: null, Approved: file.approved, Submitted: file.submitted, ReturnsRecorded: file.returnsRecorded }[file.state];
  return step ? ` by ${step.by.name} on ${formatDate(step.on)}` : '';
}

/**
 * Whether a Larder administrator may take an action on a file now (the API's rule, refused with the
 * status given): the state must allow it; the person who created a file can never approve it (a second
 * administrator must); a file that fails its checks cannot be approved; returns can only be recorded
 * from the processing day on, when the bank's ARUCS report can exist.
 */
export function checkBacsFileAction(
  file: Pick<BacsFileSummary, 'reference' | 'state' | 'processingDate' | 'created' | 'approved' | 'submitted' | 'returnsRecorded'> & { checks?: readonly BacsCheck[] },
  action: BacsFileAction,
  actor: Pick<StaffMember, 'id'>,
  today: Date,
): BacsActionCheck {
  if (!BACS_FILE_ACTION_STATES[action].includes(file.state)) {
    const wanted = BACS_FILE_ACTION_STATES[action].map((state) => BACS_FILE_STATE_LABELS[state].toLowerCase()).join(' or ');
    return { ok: false, status: 409, code: 'wrong-file-state', reason: `${file.reference} is ${BACS_FILE_STATE_LABELS[file.state].toLowerCase()}${lastStep(file)}: this can only be done to a file that is ${wanted}.` };
  }
  if (action === 'approve' && file.created.by.id === actor.id)
    return { ok: false, status: 403, code: 'creator-cannot-approve', reason: `You created ${file.reference}, so you cannot approve it: a second Larder administrator must.` };
  if (action === 'approve') {
    const failed = (file.checks ?? []).filter((check) => !check.passed);
    if (failed.length) return { ok: false, status: 409, code: 'file-checks-failed', reason: `${file.reference} fails its checks: ${failed.map((check) => check.summary).join(' ')}` };
  }
  if (action === 'recordReturns' && isBefore(startOfDay(today), parseISO(file.processingDate)))
    return { ok: false, status: 409, code: 'returns-too-early', reason: `Returns can be recorded from the processing day, ${formatDate(file.processingDate)}, when the bank's ARUCS report can exist.` };
  return { ok: true };
}

/** The last working day on or before a date. */
export function workingDayOnOrBefore(date: Date | string): Date {
  let day = startOfDay(typeof date === 'string' ? parseISO(date) : date);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}
