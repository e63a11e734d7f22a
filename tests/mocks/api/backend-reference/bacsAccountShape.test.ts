import { describe, expect, it } from 'vitest';
import { checkAccountShape } from './bacsChecks';

describe('bank details in Bacs form (the portal checks the shape; the API runs the modulus check)', () => {
  it.each([
    [{ sortCode: '40-12-76', accountNumber: '41920368' }, { sortCode: '401276', accountNumber: '41920368' }],
    [{ sortCode: '40 12 76', accountNumber: '1234567' }, { sortCode: '401276', accountNumber: '01234567' }],
    [{ sortCode: '401276', accountNumber: '123456' }, { sortCode: '401276', accountNumber: '00123456' }],
  ])('%o is written as %o', (details, account) => {
    expect(checkAccountShape(details)).toEqual({ ok: true, account });
  });

  it.each([
    [{ sortCode: '40127', accountNumber: '41920368' }, 'The sort code is not 6 digits.'],
    [{ sortCode: '000000', accountNumber: '41920368' }, 'The sort code is not 6 digits.'],
    [{ sortCode: '40127A', accountNumber: '41920368' }, 'The sort code is not 6 digits.'],
    [{ sortCode: '401276', accountNumber: '12345' }, 'The account number is not 6 to 8 digits.'],
    [{ sortCode: '401276', accountNumber: '123456789' }, 'The account number is not 6 to 8 digits.'],
    [{ sortCode: '401276', accountNumber: '00000000' }, 'The account number is not 6 to 8 digits.'],
  ])('%o is refused: %s', (details, reason) => {
    expect(checkAccountShape(details)).toEqual({ ok: false, reason });
  });
});
