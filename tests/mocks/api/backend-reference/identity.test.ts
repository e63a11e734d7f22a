import { describe, expect, it } from 'vitest';
import { canonicalIdentity, inDisplayOrder } from './identity';
import { claimFlags, type ClaimForFlags } from './claimReview';
import { RECEIPT_EVASIONS } from '../../data/receiptEvasions';


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
