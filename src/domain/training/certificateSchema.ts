import { endOfDay } from 'date-fns';
import { date, mixed, object, ref, string, type ObjectSchema } from 'yup';
import { certificateFileMessages, certificateFileRules } from '../files/certificateFile';
import { fileTest } from '../files/uploadRules';
import { formatApiDate } from '../format/date';

/** The upload certificate form. */
export interface CertificateFormValues {
  traineeId: string;
  courseId: string;
  completedOn: Date | null;
  /** Whether the certificate itself states an expiry date ('yes' / 'no'; '' unanswered). */
  statesExpiry: 'yes' | 'no' | '';
  expiresOn: Date | null;
  file: File | null;
}

/** What POST /members/{n}/training/certificates takes (sent as multipart form data). */
export interface CertificateUpload {
  traineeId: string;
  courseId: string;
  /** yyyy-MM-dd */
  completedOn: string;
  /** yyyy-MM-dd when the certificate states one; otherwise the API derives it from the course. */
  expiresOn?: string;
  file: File;
}

export const CERTIFICATE_FILE_MESSAGES = certificateFileMessages('certificate');

export const CERTIFICATE_MESSAGES = {
  traineeId: 'Select the trainee',
  courseId: 'Select the course',
  completedOn: 'Enter the date the course was completed, as DD/MM/YYYY',
  completedInFuture: 'The completion date must be today or in the past',
  statesExpiry: 'Please answer this question',
  expiresOn: 'Enter the expiry date shown on the certificate, as DD/MM/YYYY',
  expiresBeforeCompletion: 'The expiry date cannot be before the completion date',
  ...CERTIFICATE_FILE_MESSAGES,
} as const;

/**
 * The trainee and course must be ones offered; the course was completed by `today`; a stated expiry
 * comes after completion; the file is a PDF or image within the size limit.
 */
export function createCertificateSchema({
  traineeIds,
  courseIds,
  today,
}: {
  traineeIds: readonly string[];
  courseIds: readonly string[];
  today: Date;
}): ObjectSchema<CertificateFormValues> {
  return object({
    traineeId: string().defined().oneOf([...traineeIds], CERTIFICATE_MESSAGES.traineeId),
    courseId: string().defined().oneOf([...courseIds], CERTIFICATE_MESSAGES.courseId),
    completedOn: date()
      .typeError(CERTIFICATE_MESSAGES.completedOn)
      .nullable()
      .required(CERTIFICATE_MESSAGES.completedOn)
      .max(endOfDay(today), CERTIFICATE_MESSAGES.completedInFuture),
    statesExpiry: mixed<'yes' | 'no' | ''>().defined().oneOf(['yes', 'no'], CERTIFICATE_MESSAGES.statesExpiry),
    expiresOn: date()
      .typeError(CERTIFICATE_MESSAGES.expiresOn)
      .nullable()
      .defined()
      .when('statesExpiry', {
        is: 'yes',
        then: (schema) =>
          schema.required(CERTIFICATE_MESSAGES.expiresOn).when('completedOn', {
            is: (completedOn: unknown) => completedOn instanceof Date,
            then: (stated) => stated.min(ref('completedOn'), CERTIFICATE_MESSAGES.expiresBeforeCompletion),
          }),
      }),
    file: mixed<File>()
      .nullable()
      .required(CERTIFICATE_MESSAGES.required)
      // Judged by its bytes, so this schema validates asynchronously.
      .test('certificate-file', fileTest(certificateFileRules(CERTIFICATE_FILE_MESSAGES))),
  });
}

export function emptyCertificateForm(start: Partial<Pick<CertificateFormValues, 'traineeId' | 'courseId'>> = {}): CertificateFormValues {
  return { traineeId: '', courseId: '', completedOn: null, statesExpiry: '', expiresOn: null, file: null, ...start };
}

/** Called with values the schema accepted. A stated expiry goes only when the member said there is one. */
export function toCertificateUpload(values: CertificateFormValues): CertificateUpload {
  return {
    traineeId: values.traineeId,
    courseId: values.courseId,
    completedOn: formatApiDate(values.completedOn!),
    ...(values.statesExpiry === 'yes' && values.expiresOn ? { expiresOn: formatApiDate(values.expiresOn) } : {}),
    file: values.file!,
  };
}
