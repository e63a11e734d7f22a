import { addMonths, endOfDay, startOfDay } from 'date-fns';
import { date, mixed, object, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import { REVIEW_PERIOD_MONTHS } from './documentStatus';
import type { DocumentType } from './documentTypes';
import { fileTest } from '../files/uploadRules';
import { DOCUMENT_UPLOAD_RULES, UPLOAD_MESSAGES } from './uploadedFile';

/** Uploading an existing document: the file, and when it is to be reviewed by. */
export interface UploadFormValues {
  file: File | null;
  reviewDate: Date | null;
}

export const UPLOAD_REVIEW_MESSAGES = {
  required: 'Enter the date the document is to be reviewed by',
  tooLate: `Review the document at least every ${REVIEW_PERIOD_MONTHS} months: choose a date no more than ${REVIEW_PERIOD_MONTHS} months from today`,
} as const;

/** The file's content and size are checked here, before anything is sent (the API checks them again). */
export function uploadSchema(today: Date): ObjectSchema<UploadFormValues> {
  return object({
    file: mixed<File>()
      .nullable()
      .defined()
      .required(UPLOAD_MESSAGES.required)
      // Judged by its bytes, so this schema validates asynchronously.
      .test('acceptable-file', fileTest(DOCUMENT_UPLOAD_RULES)),
    reviewDate: date()
      .typeError(UPLOAD_REVIEW_MESSAGES.required)
      .nullable()
      .required(UPLOAD_REVIEW_MESSAGES.required)
      .max(endOfDay(addMonths(today, REVIEW_PERIOD_MONTHS)), UPLOAD_REVIEW_MESSAGES.tooLate),
  });
}

export function uploadDefaults(today: Date): UploadFormValues {
  return { file: null, reviewDate: addMonths(startOfDay(today), REVIEW_PERIOD_MONTHS) };
}

/** The fields of an uploaded document's multipart form (the API's uploadDocument). */
export interface DocumentUpload {
  documentType: DocumentType;
  /** Left out for the whole business. */
  unitId?: string;
  /** yyyy-MM-dd. */
  reviewDate: string;
  file: File;
}

export function toDocumentUpload(type: DocumentType, unitId: string | null, values: UploadFormValues): DocumentUpload {
  return { documentType: type, ...(unitId ? { unitId } : {}), reviewDate: formatApiDate(values.reviewDate!), file: values.file! };
}
