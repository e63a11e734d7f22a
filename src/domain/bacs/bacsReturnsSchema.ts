import { array, object, string, type ObjectSchema } from 'yup';
import type { RecordBacsReturnsRequest } from './bacsFile';
import { BACS_RETURN_REASONS } from './bacsFile';

/** The ARUCS report, entered line by line: each credit is paid ('') or returned with the bank's reason. */
export interface BacsReturnsValues {
  lines: { lineId: string; reason: string }[];
}

export const bacsReturnsSchema: ObjectSchema<BacsReturnsValues> = object({
  lines: array(
    object({
      lineId: string().required(),
      reason: string().oneOf(['', ...BACS_RETURN_REASONS], 'Select a reason from the list').default(''),
    }),
  )
    .required()
    .default([]),
}) as ObjectSchema<BacsReturnsValues>;

/** Only the returned credits are sent; an empty list says every credit was paid. */
export const bacsReturnsRequest = (values: BacsReturnsValues): RecordBacsReturnsRequest => ({
  returns: values.lines.filter((line) => line.reason).map(({ lineId, reason }) => ({ lineId, reason })),
});
