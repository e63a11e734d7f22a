import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { BANK_DETAILS_MESSAGES as M, bankDetailsSchema, describeMaskedAccountNumber, describeMaskedSortCode, payoutAccountOn, toBankDetailsRequest, type PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { isAccountNumber, isSortCode, maskBankAccount } from '../../mocks/api/backend-reference/wallet';

const valid = { accountHolderName: 'Larder Cafe Ltd', sortCode: '30-94-30', accountNumber: '41920368' };

function errorsOf(values: unknown): string[] {
  try {
    bankDetailsSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('bank details: the shape of a sort code and an account number', () => {
  it.each([
    ['309430', true],
    ['30-94-30', true],
    ['30 94 30', true],
    ['3094300', false],
    ['30943', false],
    ['30-94-3A', false],
    ['', false],
  ])('sort code "%s": %s', (value, ok) => {
    expect(isSortCode(value)).toBe(ok);
  });

  it.each([
    ['41920368', true],
    ['4192 0368', true],
    ['733445', true],
    ['0733445', true],
    ['73344', false],
    ['419203681', false],
    ['4192036A', false],
  ])('account number "%s": %s', (value, ok) => {
    expect(isAccountNumber(value)).toBe(ok);
  });

  it.each([
    { case: 'complete', values: valid, errors: [] },
    { case: 'no name', values: { ...valid, accountHolderName: '  ' }, errors: [M.nameRequired] },
    { case: 'a name over 60 characters', values: { ...valid, accountHolderName: 'A'.repeat(61) }, errors: [M.nameTooLong] },
    { case: 'no sort code', values: { ...valid, sortCode: '' }, errors: [M.sortCodeRequired] },
    { case: 'a short sort code', values: { ...valid, sortCode: '30-94-3' }, errors: [M.sortCodeFormat] },
    { case: 'no account number', values: { ...valid, accountNumber: '' }, errors: [M.accountNumberRequired] },
    { case: 'a nine-digit account number', values: { ...valid, accountNumber: '419203681' }, errors: [M.accountNumberFormat] },
  ])('the form, $case', ({ values, errors }) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('sends digits only', () => {
    expect(toBankDetailsRequest({ accountHolderName: ' Larder Cafe Ltd ', sortCode: '30 94-30', accountNumber: '4192 0368' })).toEqual({
      accountHolderName: 'Larder Cafe Ltd',
      sortCode: '309430',
      accountNumber: '41920368',
    });
  });
});

describe('masking', () => {
  it('keeps only the ends of the numbers', () => {
    const masked = maskBankAccount(valid);
    expect(masked).toEqual({ accountHolderName: 'Larder Cafe Ltd', sortCodeEnding: '30', accountNumberEnding: '0368' });
    expect(describeMaskedSortCode(masked)).toBe('••-••-30');
    expect(describeMaskedAccountNumber(masked)).toBe('••••0368');
    expect(JSON.stringify(masked)).not.toContain('4192');
  });
});

describe('the account a payout goes to', () => {
  const current = { accountHolderName: 'Old', sortCodeEnding: '30', accountNumberEnding: '0368', since: '2025-01-01' };
  const pendingChange = { accountHolderName: 'New', sortCodeEnding: '12', accountNumberEnding: '6613', requestedOn: '2026-06-01', effectiveFrom: '2026-06-22' };
  const account: PayoutBankAccount = { current, pendingChange, holdDays: 7 };
  it.each([
    ['2026-06-19', 'Old'],
    ['2026-06-21', 'Old'],
    ['2026-06-22', 'New'],
    ['2026-07-20', 'New'],
  ])('on %s: %s', (day, name) => {
    expect(payoutAccountOn(account, day)?.accountHolderName).toBe(name);
  });

  it('is none before a first account’s hold is over', () => {
    expect(payoutAccountOn({ current: null, pendingChange, holdDays: 7 }, '2026-06-20')).toBeNull();
  });
});
