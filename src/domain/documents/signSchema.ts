import { addDays, addMonths, endOfDay, isValid, startOfDay } from 'date-fns';
import { boolean, date, object, string, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import type { SignDocumentRequest } from './complianceDocument';
import type { DocumentDefinition } from './definition';
import { REVIEW_PERIOD_MONTHS } from './documentStatus';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The "Complete and sign" step. */
export interface SignFormValues {
  name: string;
  role: string;
  signedOn: Date | null;
  reviewDate: Date | null;
  declaration: boolean;
}

export const SIGN_MESSAGES = {
  name: 'Enter your full name',
  role: 'Enter your role in the business',
  signedOn: 'Enter the date you are signing',
  signedOnFuture: 'The date signed must be today or in the past',
  reviewDate: 'Enter the date the document is to be reviewed by',
  reviewAfterSigning: 'The review date must be after the date signed',
  reviewWithinPeriod: `Review the document at least every ${REVIEW_PERIOD_MONTHS} months: choose a review date no more than ${REVIEW_PERIOD_MONTHS} months after the date signed`,
} as const;

/** The default review date: 12 months after signing. */
export const defaultReviewDate = (signedOn: Date) => addMonths(signedOn, REVIEW_PERIOD_MONTHS);

const readable = (value: unknown): value is Date => value instanceof Date && isValid(value);

/** Today is passed in, so "not in the future" is testable. The declaration is asked only when the definition has one. */
export function signSchema(definition: DocumentDefinition, today: Date): ObjectSchema<SignFormValues> {
  const declaration = definition.signing.declaration;
  return object({
    name: limitedText(string().defined().trim().required(SIGN_MESSAGES.name), 'Your full name', REQUEST_LIMITS.SignDocumentRequest['signature.name']),
    role: limitedText(string().defined().trim().required(SIGN_MESSAGES.role), definition.signing.roleLabel, REQUEST_LIMITS.SignDocumentRequest['signature.role']),
    signedOn: date().typeError(SIGN_MESSAGES.signedOn).nullable().required(SIGN_MESSAGES.signedOn).max(endOfDay(today), SIGN_MESSAGES.signedOnFuture),
    reviewDate: date()
      .typeError(SIGN_MESSAGES.reviewDate)
      .nullable()
      .required(SIGN_MESSAGES.reviewDate)
      .when('signedOn', ([signedOn], schema) =>
        readable(signedOn)
          ? schema
              .min(startOfDay(addDays(signedOn, 1)), SIGN_MESSAGES.reviewAfterSigning)
              .max(endOfDay(defaultReviewDate(signedOn)), SIGN_MESSAGES.reviewWithinPeriod)
          : schema,
      ),
    declaration: declaration ? boolean().defined().oneOf([true], declaration.message) : boolean().defined(),
  });
}

export function signDefaults(today: Date): SignFormValues {
  const signedOn = startOfDay(today);
  return { name: '', role: '', signedOn, reviewDate: defaultReviewDate(signedOn), declaration: false };
}

export function toSignRequest(definition: DocumentDefinition, values: SignFormValues): SignDocumentRequest {
  return {
    signature: {
      name: values.name.trim(),
      role: values.role.trim(),
      signedOn: formatApiDate(values.signedOn!),
      ...(definition.signing.declaration ? { seniorPersonConfirmed: values.declaration } : {}),
    },
    reviewDate: formatApiDate(values.reviewDate!),
  };
}
