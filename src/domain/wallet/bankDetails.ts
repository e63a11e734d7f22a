import { object, string, type ObjectSchema } from 'yup';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** A bank account as the API shows it: never the full numbers. */
export interface MaskedBankAccount {
  accountHolderName: string;
  /** The sort code's last two digits. */
  sortCodeEnding: string;
  /** The account number's last four digits. */
  accountNumberEnding: string;
}

/** Where payouts go, and a change waiting out its safety hold. */
export interface PayoutBankAccount {
  current: (MaskedBankAccount & { /** yyyy-MM-dd */ since: string }) | null;
  pendingChange: (MaskedBankAccount & { /** yyyy-MM-dd */ requestedOn: string; /** yyyy-MM-dd: the first payout day it is used for. */ effectiveFrom: string }) | null;
  /** How many days a new account waits before payouts go to it (a protection against fraud). */
  holdDays: number;
}

export interface BankDetailsRequest {
  accountHolderName: string;
  /** Six digits. */
  sortCode: string;
  /** Six to eight digits. */
  accountNumber: string;
}

export type BankDetailsFormValues = BankDetailsRequest;

/** GOV.UK's bank-details wording. */
export const BANK_DETAILS_MESSAGES = {
  nameRequired: 'Enter the name on the account',
  nameTooLong: `Name on the account must be ${REQUEST_LIMITS.BankDetailsRequest.accountHolderName.maxLength} characters or fewer`,
  nameCharacters: 'Enter the name on the account in letters A to Z, as your bank shows it: a bank payment cannot carry other alphabets or emoji',
  sortCodeRequired: 'Enter a sort code',
  sortCodeFormat: 'Enter a valid sort code like 309430',
  accountNumberRequired: 'Enter an account number',
  accountNumberFormat: 'Enter a valid account number like 00733445',
} as const;

export const SORT_CODE_PATTERN = /^\d{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,8}$/;
export const ACCOUNT_HOLDER_NAME_MAX = REQUEST_LIMITS.BankDetailsRequest.accountHolderName.maxLength;

/** Spaces and hyphens are how people write sort codes ('30-94-30', '30 94 30'); the digits are what count. */
export const normaliseSortCode = (value: string) => value.replace(/[\s-]/g, '');
export const normaliseAccountNumber = (value: string) => value.replace(/\s/g, '');

export const bankDetailsSchema: ObjectSchema<BankDetailsFormValues> = object({
  // The characters a Bacs payment can carry (the contract's pattern): accents are written without them.
  accountHolderName: limitedText(string().defined().trim().required(BANK_DETAILS_MESSAGES.nameRequired), 'Name on the account', REQUEST_LIMITS.BankDetailsRequest.accountHolderName, {
    patternMessage: BANK_DETAILS_MESSAGES.nameCharacters,
  }).max(ACCOUNT_HOLDER_NAME_MAX, BANK_DETAILS_MESSAGES.nameTooLong),
  sortCode: string()
    .defined()
    .transform((value: string) => normaliseSortCode(value))
    .required(BANK_DETAILS_MESSAGES.sortCodeRequired)
    .matches(SORT_CODE_PATTERN, { message: BANK_DETAILS_MESSAGES.sortCodeFormat, excludeEmptyString: true }),
  accountNumber: string()
    .defined()
    .transform((value: string) => normaliseAccountNumber(value))
    .required(BANK_DETAILS_MESSAGES.accountNumberRequired)
    .matches(ACCOUNT_NUMBER_PATTERN, { message: BANK_DETAILS_MESSAGES.accountNumberFormat, excludeEmptyString: true }),
});

export const emptyBankDetails = (): BankDetailsFormValues => ({ accountHolderName: '', sortCode: '', accountNumber: '' });

export function toBankDetailsRequest(values: BankDetailsFormValues): BankDetailsRequest {
  return {
    accountHolderName: values.accountHolderName.trim(),
    sortCode: normaliseSortCode(values.sortCode),
    accountNumber: normaliseAccountNumber(values.accountNumber),
  };
}

/** 'Sort code ••-••-56, account ••••5678' for screens: enough to recognise the account, not to use it. */
export function describeMaskedSortCode(account: Pick<MaskedBankAccount, 'sortCodeEnding'>): string {
  return `••-••-${account.sortCodeEnding}`;
}

export function describeMaskedAccountNumber(account: Pick<MaskedBankAccount, 'accountNumberEnding'>): string {
  return `••••${account.accountNumberEnding}`;
}

/** The account a payout on a day goes to: the waiting change once its hold is over, else the current one. */
export function payoutAccountOn(account: PayoutBankAccount, day: string): MaskedBankAccount | null {
  if (account.pendingChange && account.pendingChange.effectiveFrom <= day) return account.pendingChange;
  return account.current;
}
