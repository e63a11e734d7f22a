import { array, date, object, string, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import { processingDateProblem } from './bacsChecks';
import type { CreateBacsFileRequest } from './bacsFile';

/** Finance's "new payout file" form: the periods to pay and the Bacs processing day. */
export interface CreateBacsFileValues {
  periodIds: string[];
  processingDate: Date | null;
}

export const CREATE_BACS_FILE_MESSAGES = {
  periodsRequired: 'Select at least one period to pay',
  processingDateRequired: 'Enter the processing day as DD/MM/YYYY',
} as const;

/**
 * The processing day's own rule (a working day, far enough ahead) is the API's too: the form asks it
 * first so the message is shown beside the field, then the API checks again.
 */
export const createBacsFileSchema = (today: Date): ObjectSchema<CreateBacsFileValues> =>
  object({
    periodIds: array(string().required()).min(1, CREATE_BACS_FILE_MESSAGES.periodsRequired).required(CREATE_BACS_FILE_MESSAGES.periodsRequired),
    processingDate: date()
      .nullable()
      .required(CREATE_BACS_FILE_MESSAGES.processingDateRequired)
      .test('working-day', ({ value }: { value: Date }) => processingDateProblem(value, today) ?? '', (value) => !value || !processingDateProblem(value, today)),
  }) as ObjectSchema<CreateBacsFileValues>;

export const createBacsFileRequest = (values: CreateBacsFileValues): CreateBacsFileRequest => ({
  periodIds: values.periodIds,
  processingDate: formatApiDate(values.processingDate!),
});
