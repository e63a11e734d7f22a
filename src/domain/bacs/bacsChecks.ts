import { parseISO, startOfDay } from 'date-fns';
import { formatDate } from '../format/date';
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

export const BACS_CHECK_IDS = ['countAndTotal', 'contra', 'processingDate', 'duplicatePayees', 'records', 'labels'] as const;
export type BacsCheckId = (typeof BACS_CHECK_IDS)[number];

export const BACS_CHECK_TITLES: Record<BacsCheckId, string> = {
  countAndTotal: 'Count and total match the approved cashback',
  contra: 'Contra equals the credits',
  processingDate: 'Processing day is a working day far enough ahead',
  duplicatePayees: 'No duplicate payees',
  records: 'Every record is valid Standard 18',
  labels: 'The labelled file’s labels agree with the records',
};

export interface BacsCheck {
  id: BacsCheckId;
  passed: boolean;
  /** What was found, in plain words. */
  summary: string;
}
