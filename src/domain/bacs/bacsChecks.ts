import { parseISO, startOfDay } from 'date-fns';
import { formatDate } from '../format/date';
import { formatMoney } from '../format/money';
import { checkStandard18, penceOf } from './standard18';
import { addWorkingDays, hasBankHolidaysFor, isWorkingDay, workingDaysBetween } from './workingDays';

/**
 * How far ahead a file's processing day must be. Bacs runs a 3-day cycle: the file goes in on day 1 (a
 * working day), is processed on day 2 (the processing day) and the money arrives on day 3. A draft still
 * needs its second approver and sending, so its processing day is at least 2 working days after today.
 */
export const MIN_WORKING_DAYS_AHEAD = 2;

/** The processing day a new file is offered: a working day after the earliest, leaving a day in hand. */
export const PROPOSED_WORKING_DAYS_AHEAD = 3;

export const earliestProcessingDate = (today: Date) => addWorkingDays(today, MIN_WORKING_DAYS_AHEAD);
export const proposedProcessingDate = (today: Date) => addWorkingDays(today, PROPOSED_WORKING_DAYS_AHEAD);

/** Why a processing day cannot be used when checked on `asOf`, or undefined when it can. */
export function processingDateProblem(processingDate: Date | string, asOf: Date): string | undefined {
  const day = startOfDay(typeof processingDate === 'string' ? parseISO(processingDate) : processingDate);
  if (!hasBankHolidaysFor(day)) return `${formatDate(day)} cannot be checked: the bank holiday table does not cover ${day.getFullYear()} yet.`;
  if (!isWorkingDay(day)) return `${formatDate(day)} is not a working day (a weekend or a bank holiday in England and Wales).`;
  if (workingDaysBetween(asOf, day) < MIN_WORKING_DAYS_AHEAD)
    return `${formatDate(day)} is too soon: the processing day must be at least ${MIN_WORKING_DAYS_AHEAD} working days ahead, so ${formatDate(earliestProcessingDate(asOf))} at the earliest.`;
  return undefined;
}

export const BACS_CHECK_IDS = ['countAndTotal', 'contra', 'processingDate', 'duplicatePayees', 'records'] as const;
export type BacsCheckId = (typeof BACS_CHECK_IDS)[number];

export const BACS_CHECK_TITLES: Record<BacsCheckId, string> = {
  countAndTotal: 'Count and total match the approved cashback',
  contra: 'Contra equals the credits',
  processingDate: 'Processing day is a working day far enough ahead',
  duplicatePayees: 'No duplicate payees',
  records: 'Every record is valid Standard 18',
};

export interface BacsCheck {
  id: BacsCheckId;
  passed: boolean;
  /** What was found, in plain words. */
  summary: string;
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

/**
 * The checks a finance user makes before a file is released (DOMAIN-NOTES §6), in order. The processing
 * day is judged as of `asOf`: today for a file not yet sent, the day it was submitted for one that was.
 * Names and references after truncation are shown line by line; excluded lines are listed apart; the
 * second approver is checkBacsFileAction's rule.
 */
export function bacsFileChecks(input: BacsChecksInput, asOf: Date): BacsCheck[] {
  return [countAndTotal(input), contra(input), processingDate(input, asOf), duplicatePayees(input), records(input)];
}
