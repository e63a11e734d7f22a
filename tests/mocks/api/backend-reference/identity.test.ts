import { describe, expect, it } from 'vitest';
import { canonicalIdentity, inDisplayOrder } from './identity';
import { claimFlags, type ClaimForFlags } from './claimReview';

/**
 * Ways to claim receipt DGS-20415 from Dales a second time so that it does not look like the same number
 * to a program, while it looks the same (or nearly) to a person. Each must come out as DGS20415.
 */
export const RECEIPT_EVASIONS: readonly [how: string, receiptNumber: string][] = [
  ['lower case', 'dgs-20415'],
  ['without the hyphen', 'DGS20415'],
  ['a space for the hyphen', 'DGS 20415'],
  ['spaces around it', '  DGS-20415 '],
  ['an en dash for the hyphen', 'DGS–20415'],
  ['a full stop for the hyphen', 'DGS.20415'],
  ['full-width digits', 'DGS-２０４１５'],
  ['full-width letters, hyphen and digits', 'ＤＧＳ－２０４１５'],
  ['a Cyrillic Ѕ for the S', 'DGЅ-20415'],
  ['a Cyrillic О for the zero', 'DGS-2О415'],
  ['a Greek Ο for the zero', 'DGS-2Ο415'],
  ['the letter O for the zero', 'DGS-2O415'],
  ['a small L for the one', 'DGS-204l5'],
  ['Arabic-Indic digits', 'DGS-٢٠٤١٥'],
  ['mathematical bold digits', 'DGS-𝟐𝟎𝟒𝟏𝟓'],
  ['a right-to-left override showing 20415', 'DGS-\u202E51402'],
  ['a zero-width joiner', 'DGS-204\u200D15'],
  ['a zero-width space', 'DGS\u200B-20415'],
  ['a soft hyphen', 'DGS\u00AD20415'],
];

describe('the canonical form of an identity', () => {
  it.each(RECEIPT_EVASIONS)('%s: %j is DGS20415', (_, receiptNumber) => {
    expect(canonicalIdentity(receiptNumber)).toBe('DGS20415');
  });

  it.each([
    ['another number', 'DGS-20416'],
    ['another prefix', 'DGT-20415'],
    ['the digits reversed without an override', 'DGS-51402'],
  ])('keeps %s apart', (_, receiptNumber) => {
    expect(canonicalIdentity(receiptNumber)).not.toBe('DGS20415');
  });

  it.each([
    ['nothing to apply', 'abc', 'abc'],
    ['an override to the end', 'ab\u202Ecd', 'abdc'],
    ['an override popped', 'a\u202Ebc\u202Cd', 'acbd'],
    ['a left-to-right override', 'a\u202Dbc\u202Cd', 'abcd'],
  ])('puts the text in the order it shows: %s', (_, text, shown) => {
    expect(inDisplayOrder(text)).toBe(shown);
  });
});

describe('the same-receipt flag uses the same canonical form', () => {
  const claim = (claimReference: string, receiptNumber: string, retailer = { id: 'r1', name: 'Dales Gas Supplies' }): ClaimForFlags => ({
    claimReference,
    membershipNumber: 'LM100075',
    retailer,
    receiptNumber,
    fingerprint: null,
    purchaseDate: '2026-10-01',
    submittedOn: '2026-10-03T10:00:00Z',
    purchaseDetails: [],
    status: 'Submitted',
  });
  const PERIODS = [{ name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' }];
  const first = claim('CLR-1', 'DGS-20415');

  it.each(RECEIPT_EVASIONS)('flags a claim stored with %s', (_, receiptNumber) => {
    const second = claim('CLR-2', receiptNumber);
    expect(claimFlags(second, [first, second], PERIODS)).toContainEqual({ kind: 'SameReceipt', otherClaims: ['CLR-1'] });
  });

  it('matches the retailer by its canonical name when it was added twice', () => {
    const second = claim('CLR-2', 'DGS-20415', { id: 'r9', name: 'DALES GAS SUPPLIES ' });
    expect(claimFlags(second, [first, second], PERIODS)).toContainEqual({ kind: 'SameReceipt', otherClaims: ['CLR-1'] });
  });
});
