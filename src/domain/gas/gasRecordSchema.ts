import { endOfDay } from 'date-fns';
import { date, mixed, object, string, type ObjectSchema } from 'yup';
import { certificateFileMessages, certificateFileRules } from '../files/certificateFile';
import { fileTest } from '../files/uploadRules';
import { formatApiDate } from '../format/date';
import { GAS_SAFE_NUMBER_PATTERN, INSPECTION_RESULTS, tidyGasSafeNumber, type InspectionResult } from './gasSafety';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The record an inspection form. */
export interface GasRecordFormValues {
  inspectedOn: Date | null;
  engineerName: string;
  engineerBusiness: string;
  gasSafeNumber: string;
  result: InspectionResult | '';
  defects: string;
  actions: string;
  certificate: File | null;
}

/** What POST /members/{n}/gas-safety/units/{unitId}/records takes (multipart form data). */
export interface GasRecordUpload {
  /** yyyy-MM-dd */
  inspectedOn: string;
  engineerName: string;
  engineerBusiness: string;
  gasSafeNumber: string;
  result: InspectionResult;
  defects: string;
  actions: string;
  certificate: File;
}

export const GAS_CERTIFICATE_FILE_MESSAGES = certificateFileMessages('gas safety record');

export const GAS_RECORD_MESSAGES = {
  inspectedOn: 'Enter the date of the inspection, as DD/MM/YYYY',
  inspectedInFuture: 'The inspection date must be today or in the past',
  engineerName: "Enter the engineer's name",
  engineerBusiness: "Enter the name of the engineer's business",
  gasSafeNumber: 'Enter the Gas Safe number: 7 digits on the engineer’s card, or 6 for their business',
  result: 'Select the result of the inspection',
  defects: 'Describe the defects the engineer found',
  actions: 'Describe what was done, or must be done, about them',
  ...GAS_CERTIFICATE_FILE_MESSAGES,
} as const;

const needsDefects = (result: unknown) => result === 'PassWithAdvice' || result === 'Fail';

/**
 * An inspection happened by `today`, by a named engineer whose Gas Safe number has the register's shape;
 * anything but a clean pass says what was found and what is done about it; the record's file is a PDF or
 * image within the size limit.
 */
export function createGasRecordSchema({ today }: { today: Date }): ObjectSchema<GasRecordFormValues> {
  return object({
    inspectedOn: date()
      .typeError(GAS_RECORD_MESSAGES.inspectedOn)
      .nullable()
      .required(GAS_RECORD_MESSAGES.inspectedOn)
      .max(endOfDay(today), GAS_RECORD_MESSAGES.inspectedInFuture),
    engineerName: limitedText(string().defined().trim().required(GAS_RECORD_MESSAGES.engineerName), "Engineer's name", REQUEST_LIMITS.GasRecordUpload.engineerName),
    engineerBusiness: limitedText(string().defined().trim().required(GAS_RECORD_MESSAGES.engineerBusiness), "Engineer's business", REQUEST_LIMITS.GasRecordUpload.engineerBusiness),
    gasSafeNumber: string()
      .defined()
      .transform((value: unknown) => (typeof value === 'string' ? tidyGasSafeNumber(value) : value))
      .matches(GAS_SAFE_NUMBER_PATTERN, GAS_RECORD_MESSAGES.gasSafeNumber),
    result: mixed<InspectionResult | ''>().defined().oneOf(INSPECTION_RESULTS, GAS_RECORD_MESSAGES.result),
    defects: limitedText(string().defined().trim(), 'Defects found', REQUEST_LIMITS.GasRecordUpload.defects).when('result', { is: needsDefects, then: (schema) => schema.required(GAS_RECORD_MESSAGES.defects) }),
    actions: limitedText(string().defined().trim(), 'Actions taken or needed', REQUEST_LIMITS.GasRecordUpload.actions).when('result', { is: needsDefects, then: (schema) => schema.required(GAS_RECORD_MESSAGES.actions) }),
    certificate: mixed<File>()
      .nullable()
      .required(GAS_RECORD_MESSAGES.required)
      // Judged by its bytes, so this schema validates asynchronously.
      .test('gas-certificate-file', fileTest(certificateFileRules(GAS_CERTIFICATE_FILE_MESSAGES))),
  });
}

export function emptyGasRecordForm(): GasRecordFormValues {
  return { inspectedOn: null, engineerName: '', engineerBusiness: '', gasSafeNumber: '', result: '', defects: '', actions: '', certificate: null };
}

/** Called with values the schema accepted. */
export function toGasRecordUpload(values: GasRecordFormValues): GasRecordUpload {
  return {
    inspectedOn: formatApiDate(values.inspectedOn!),
    engineerName: values.engineerName.trim(),
    engineerBusiness: values.engineerBusiness.trim(),
    gasSafeNumber: tidyGasSafeNumber(values.gasSafeNumber),
    result: values.result as InspectionResult,
    defects: values.defects.trim(),
    actions: values.actions.trim(),
    certificate: values.certificate!,
  };
}
