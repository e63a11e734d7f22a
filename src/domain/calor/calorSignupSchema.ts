import { mixed, object, string, type ObjectSchema } from 'yup';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The Calor sign-up form: what call `POST /calor/members/{n}/signup` takes, with the yes/no still unanswered allowed. */
export interface CalorSignupFormValues {
  directAccountHolder: 'yes' | 'no' | '';
  accountNumber: string;
  premises: string;
}

export interface CalorSignupRequest {
  isDirectAccountHolder: boolean;
  accountNumber?: string;
  premises: string;
}

/** Not worded by the spec; the yes/no message reuses its 'Please answer this question' (§5). */
export const CALOR_SIGNUP_MESSAGES = {
  directAccountHolder: 'Please answer this question',
  accountNumber: 'Enter your Calor account number',
  premises: 'Premises are required',
} as const;

export const calorSignupSchema: ObjectSchema<CalorSignupFormValues> = object({
  directAccountHolder: mixed<CalorSignupFormValues['directAccountHolder']>()
    .defined()
    .oneOf(['yes', 'no'], CALOR_SIGNUP_MESSAGES.directAccountHolder),
  accountNumber: limitedText(string().defined().trim(), 'Calor account number', REQUEST_LIMITS.CalorSignupRequest.accountNumber).when('directAccountHolder', {
    is: 'yes',
    then: (schema) => schema.required(CALOR_SIGNUP_MESSAGES.accountNumber),
  }),
  premises: limitedText(string().defined().trim().required(CALOR_SIGNUP_MESSAGES.premises), 'Premises', REQUEST_LIMITS.CalorSignupRequest.premises),
});

export function calorSignupDefaults(): CalorSignupFormValues {
  return { directAccountHolder: '', accountNumber: '', premises: '' };
}

/** The account number goes only with a direct account (a non-direct member has none to give). */
export function toCalorSignupRequest(values: CalorSignupFormValues): CalorSignupRequest {
  const isDirectAccountHolder = values.directAccountHolder === 'yes';
  return {
    isDirectAccountHolder,
    ...(isDirectAccountHolder ? { accountNumber: values.accountNumber.trim() } : {}),
    premises: values.premises.trim(),
  };
}
