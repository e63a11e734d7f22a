import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { hasApprovedCalorAccount } from '@/domain/calor/calorAccount';
import { CALOR_SIGNUP_MESSAGES, calorSignupSchema, toCalorSignupRequest, type CalorSignupFormValues } from '@/domain/calor/calorSignupSchema';

const errors = (values: CalorSignupFormValues) => {
  try {
    calorSignupSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('Calor sign-up', () => {
  it('needs the yes/no answer and the premises', () => {
    expect(errors({ directAccountHolder: '', accountNumber: '', premises: ' ' })).toEqual([
      CALOR_SIGNUP_MESSAGES.directAccountHolder,
      CALOR_SIGNUP_MESSAGES.premises,
    ]);
  });

  it('takes only yes or no as the answer', () => {
    expect(errors({ directAccountHolder: 'maybe' as CalorSignupFormValues['directAccountHolder'], accountNumber: '', premises: 'Café' })).toEqual([
      CALOR_SIGNUP_MESSAGES.directAccountHolder,
    ]);
  });

  it('needs an account number only from a direct account holder', () => {
    expect(errors({ directAccountHolder: 'yes', accountNumber: '', premises: 'Café' })).toEqual([CALOR_SIGNUP_MESSAGES.accountNumber]);
    expect(errors({ directAccountHolder: 'no', accountNumber: '', premises: 'Café' })).toEqual([]);
  });

  it('sends the account number only with a direct account', () => {
    expect(toCalorSignupRequest({ directAccountHolder: 'no', accountNumber: 'ignored', premises: ' Café ' })).toEqual({
      isDirectAccountHolder: false,
      premises: 'Café',
    });
    expect(toCalorSignupRequest({ directAccountHolder: 'yes', accountNumber: ' C-1 ', premises: 'Café' })).toEqual({
      isDirectAccountHolder: true,
      accountNumber: 'C-1',
      premises: 'Café',
    });
  });
});

describe('who may claim (spec §6: at least one Approved account)', () => {
  it.each([
    { statuses: [], may: false },
    { statuses: ['Pending'], may: false },
    { statuses: ['Rejected', 'Pending'], may: false },
    { statuses: ['Rejected', 'Approved'], may: true },
  ] as const)('$statuses: $may', ({ statuses, may }) => {
    expect(hasApprovedCalorAccount(statuses.map((accountStatus) => ({ accountStatus })))).toBe(may);
  });

  it('nobody, when the accounts are not known', () => {
    expect(hasApprovedCalorAccount(undefined)).toBe(false);
  });
});
