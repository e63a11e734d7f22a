import { parseISO } from 'date-fns';
import { date, mixed, number, object, ref, string, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import { roundToPence } from '../rounding';
import type { PeriodDates } from './periods';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

// The forms of the programme staff screens: a new period, a cashback adjustment, a rejection.

export interface NewPeriodFormValues {
  name: string;
  startDate: Date | null;
  endDate: Date | null;
}

export const NEW_PERIOD_MESSAGES = {
  name: 'Enter a name for the period, e.g. “July to September 2026”',
  nameLength: `The name must be ${REQUEST_LIMITS.NewPeriodRequest.name.maxLength} characters or fewer`,
  startDate: 'Enter the period’s first day',
  endDate: 'Enter the period’s last day',
  endBeforeStart: 'The last day must be on or after the first day',
};

export const newPeriodSchema: ObjectSchema<NewPeriodFormValues> = object({
  name: limitedText(string().defined().trim().required(NEW_PERIOD_MESSAGES.name), 'Name', { text: 'line' }).max(REQUEST_LIMITS.NewPeriodRequest.name.maxLength, NEW_PERIOD_MESSAGES.nameLength),
  startDate: date().nullable().defined().typeError(NEW_PERIOD_MESSAGES.startDate).required(NEW_PERIOD_MESSAGES.startDate),
  endDate: date()
    .nullable()
    .defined()
    .typeError(NEW_PERIOD_MESSAGES.endDate)
    .required(NEW_PERIOD_MESSAGES.endDate)
    .when('startDate', ([startDate], schema) => (startDate instanceof Date ? schema.min(ref('startDate'), NEW_PERIOD_MESSAGES.endBeforeStart) : schema)),
});

export const newPeriodDefaults = (proposed: PeriodDates): NewPeriodFormValues => ({
  name: proposed.name,
  startDate: parseISO(proposed.startDate),
  endDate: parseISO(proposed.endDate),
});

export const toNewPeriodRequest = (values: NewPeriodFormValues): PeriodDates => ({
  name: values.name.trim(),
  startDate: formatApiDate(values.startDate!),
  endDate: formatApiDate(values.endDate!),
});

export type AdjustmentDirection = 'add' | 'remove';

export interface AdjustmentFormValues {
  direction: AdjustmentDirection | '';
  /** Pounds; NaN while the box is empty (MoneyField). */
  amount: number;
  reason: string;
}

/** The most one adjustment may move a member's cashback, either way. */
export const MAX_ADJUSTMENT = 10_000;

export const ADJUSTMENT_MESSAGES = {
  direction: 'Select whether to add cashback or take it off',
  amount: 'Enter the amount in pounds, e.g. 12.50',
  amountAboveZero: 'Enter an amount above £0',
  amountTooLarge: 'One adjustment can be at most £10,000',
  reason: 'Give the reason for the adjustment: it is kept in the period’s audit trail',
  reasonLength: `The reason must be ${REQUEST_LIMITS.PeriodAdjustmentRequest.reason.maxLength} characters or fewer`,
};

export const adjustmentSchema: ObjectSchema<AdjustmentFormValues> = object({
  direction: mixed<AdjustmentDirection | ''>().defined().oneOf(['add', 'remove'], ADJUSTMENT_MESSAGES.direction),
  amount: number()
    .defined()
    .typeError(ADJUSTMENT_MESSAGES.amount)
    .required(ADJUSTMENT_MESSAGES.amount)
    .moreThan(0, ADJUSTMENT_MESSAGES.amountAboveZero)
    .max(MAX_ADJUSTMENT, ADJUSTMENT_MESSAGES.amountTooLarge),
  reason: limitedText(string().defined().trim().required(ADJUSTMENT_MESSAGES.reason), 'Reason', { text: REQUEST_LIMITS.PeriodAdjustmentRequest.reason.text }).max(
    REQUEST_LIMITS.PeriodAdjustmentRequest.reason.maxLength,
    ADJUSTMENT_MESSAGES.reasonLength,
  ),
});

export const adjustmentDefaults = (): AdjustmentFormValues => ({ direction: '', amount: Number.NaN, reason: '' });

export interface AdjustmentRequest {
  membershipNumber: string;
  /** Pounds: positive adds, negative takes off. */
  amount: number;
  reason: string;
}

export const toAdjustmentRequest = (membershipNumber: string, values: AdjustmentFormValues): AdjustmentRequest => ({
  membershipNumber,
  amount: roundToPence(values.direction === 'remove' ? -values.amount : values.amount),
  reason: values.reason.trim(),
});

export interface RejectionFormValues {
  reason: string;
}

export const REJECTION_MESSAGES = {
  reason: 'Give the reason: the member sees it on their sign-up page',
  reasonLength: `The reason must be ${REQUEST_LIMITS.SignupRejectionRequest.reason.maxLength} characters or fewer`,
};

export const rejectionSchema: ObjectSchema<RejectionFormValues> = object({
  reason: limitedText(string().defined().trim().required(REJECTION_MESSAGES.reason), 'Reason', { text: REQUEST_LIMITS.SignupRejectionRequest.reason.text }).max(
    REQUEST_LIMITS.SignupRejectionRequest.reason.maxLength,
    REJECTION_MESSAGES.reasonLength,
  ),
});
