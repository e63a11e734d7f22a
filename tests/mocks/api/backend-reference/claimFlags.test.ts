import { describe, expect, it } from 'vitest';
import { describeClaimFlag, type ClaimFlag } from '../../../../src/domain/calor/claimFlags';
import { claimFlags, isFarAboveUsual, median, type ClaimForFlags } from './claimReview';
import type { CylinderIdentity } from '../../../../src/domain/cylinders';

const PERIODS = [
  { name: 'January to June 2026', startDate: '2026-01-01', endDate: '2026-06-30' },
  { name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' },
];
const DALES = { id: 'r1', name: 'Dales Gas Supplies' };
const HARBOUR = { id: 'r2', name: 'Harbour Bottled Gas' };

const lines = (quantities: Partial<Record<CylinderIdentity, number>>) =>
  (['13kgCommercial', '19kgCommercial', '47kgCommercial', '13kgPatio'] as const).map((cylinderIdentity) => ({ cylinderIdentity, quantity: quantities[cylinderIdentity] ?? 0 }));

const claim = (overrides: Partial<ClaimForFlags> & Pick<ClaimForFlags, 'claimReference'>): ClaimForFlags => ({
  membershipNumber: 'LM100075',
  retailer: DALES,
  receiptNumber: `R-${overrides.claimReference}`,
  fingerprint: `sha-${overrides.claimReference}`,
  purchaseDate: '2026-10-01',
  submittedOn: '2026-10-03T10:00:00Z',
  purchaseDetails: lines({ '13kgCommercial': 3 }),
  status: 'Submitted',
  ...overrides,
});

/**
 * A written-out set of claims. Gareth (LM100075) usually buys 2–4 × 13kg; Nadia (LM100076) claims a
 * receipt Sam (LM100060) claimed already; Owen (LM100077) uploads one file with two claims; Priya
 * (LM100001) corrects a rejected claim; Fiona (LM100078) claims late.
 */
const CLAIMS: ClaimForFlags[] = [
  claim({ claimReference: 'G1', purchaseDate: '2026-07-05', submittedOn: '2026-07-06T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 2 }), status: 'Paid' }),
  claim({ claimReference: 'G2', purchaseDate: '2026-08-02', submittedOn: '2026-08-03T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 4 }), status: 'Approved' }),
  claim({ claimReference: 'G3', purchaseDate: '2026-09-01', submittedOn: '2026-09-02T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 3 }), status: 'Approved' }),
  claim({ claimReference: 'G4', purchaseDate: '2026-09-20', submittedOn: '2026-09-21T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 40 }), status: 'Rejected' }),
  claim({ claimReference: 'G5', purchaseDate: '2026-11-01', submittedOn: '2026-11-02T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 13, '47kgCommercial': 6 }) }),
  claim({ claimReference: 'G6', purchaseDate: '2026-11-10', submittedOn: '2026-11-11T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 12, '47kgCommercial': 5 }) }),
  claim({ claimReference: 'S1', membershipNumber: 'LM100060', retailer: HARBOUR, receiptNumber: 'HBG-9001', purchaseDate: '2026-10-10', submittedOn: '2026-10-11T09:00:00Z', status: 'Approved' }),
  claim({ claimReference: 'N1', membershipNumber: 'LM100076', retailer: { id: 'r9', name: 'HARBOUR BOTTLED GAS' }, receiptNumber: 'hbg 9001', purchaseDate: '2026-10-10', submittedOn: '2026-11-20T09:00:00Z' }),
  claim({ claimReference: 'N2', membershipNumber: 'LM100076', retailer: DALES, receiptNumber: 'HBG-9001', purchaseDate: '2026-10-10', submittedOn: '2026-11-20T09:00:00Z' }),
  claim({ claimReference: 'O1', membershipNumber: 'LM100077', fingerprint: 'sha-same', purchaseDate: '2026-11-01', submittedOn: '2026-11-02T09:00:00Z' }),
  claim({ claimReference: 'O2', membershipNumber: 'LM100077', fingerprint: 'sha-same', purchaseDate: '2026-11-03', submittedOn: '2026-11-04T09:00:00Z' }),
  claim({ claimReference: 'P1', membershipNumber: 'LM100001', receiptNumber: 'DGS-20415', fingerprint: 'sha-p', status: 'Rejected', resubmittedAs: 'P2' }),
  claim({ claimReference: 'P2', membershipNumber: 'LM100001', receiptNumber: 'DGS-20415', fingerprint: 'sha-p', submittedOn: '2026-10-20T09:00:00Z' }),
  claim({ claimReference: 'F1', membershipNumber: 'LM100078', purchaseDate: '2026-07-20', submittedOn: '2026-10-21T09:00:00Z' }),
  claim({ claimReference: 'F2', membershipNumber: 'LM100078', purchaseDate: '2026-07-20', submittedOn: '2026-10-20T09:00:00Z' }),
  claim({ claimReference: 'F3', membershipNumber: 'LM100078', purchaseDate: '2026-06-28', submittedOn: '2026-07-02T09:00:00Z' }),
  claim({ claimReference: 'F4', membershipNumber: 'LM100078', purchaseDate: '2025-12-30', submittedOn: '2026-01-02T09:00:00Z' }),
];

const flagsOf = (reference: string) => claimFlags(CLAIMS.find((each) => each.claimReference === reference)!, CLAIMS, PERIODS);

describe('the flags a reviewer sees, from a written-out set of claims', () => {
  it.each([
    ['G1', []],
    ['G2', []],
    ['G3', []],
    ['S1', [{ kind: 'SameReceipt', otherClaims: ['N1'] }]],
    ['N1', [{ kind: 'SameReceipt', otherClaims: ['S1'] }]],
    ['N2', []],
    ['O1', [{ kind: 'SameFile', otherClaims: ['O2'] }]],
    ['O2', [{ kind: 'SameFile', otherClaims: ['O1'] }]],
    ['P2', []],
    ['F1', [{ kind: 'TooOld', submittedOn: '2026-10-21T09:00:00Z' }]],
    ['F2', []],
    ['F3', [{ kind: 'OutsidePeriod', period: PERIODS[0] }]],
    ['F4', [{ kind: 'OutsidePeriod', period: null }]],
  ] as const)('%s: %j', (reference, flags) => {
    expect(flagsOf(reference)).toEqual(flags);
  });

  it('G5: 13 × 13kg against a usual 3 is far above; 6 × 47kg against a usual 0 is too (rejected G4 does not count)', () => {
    expect(flagsOf('G5')).toEqual([
      { kind: 'UnusualQuantity', cylinderIdentity: '13kgCommercial', quantity: 13, usual: 3 },
      { kind: 'UnusualQuantity', cylinderIdentity: '47kgCommercial', quantity: 6, usual: 0 },
    ]);
  });

  it('G6: the usual now includes G5 (median of 2, 4, 3, 13 is 3.5): 12 is still far above it; 5 × 47kg against a usual 0 is not (5 more, not more than 5)', () => {
    expect(flagsOf('G6')).toEqual([{ kind: 'UnusualQuantity', cylinderIdentity: '13kgCommercial', quantity: 12, usual: 3.5 }]);
  });

  it("the usual is taken from the member's latest 12 earlier claims: 14 big orders of 2024 no longer count", () => {
    const member = (prefix: string, year: number, count: number, quantity: number) =>
      Array.from({ length: count }, (_, at) => {
        const day = `${year}-03-${String(at + 1).padStart(2, '0')}`;
        return claim({ claimReference: `${prefix}${at}`, membershipNumber: 'LM100098', purchaseDate: day, submittedOn: `${day}T18:00:00Z`, purchaseDetails: lines({ '13kgCommercial': quantity }), status: 'Paid' });
      });
    const latest = claim({ claimReference: 'NOW', membershipNumber: 'LM100098', purchaseDate: '2026-10-01', submittedOn: '2026-10-02T09:00:00Z', purchaseDetails: lines({ '13kgCommercial': 12 }) });
    // Over all 26 earlier claims the median would be 40, and 12 nothing unusual.
    const claims = [...member('OLD', 2024, 14, 40), ...member('NEW', 2025, 12, 2), latest];
    expect(claimFlags(latest, claims, PERIODS)).toEqual([{ kind: 'UnusualQuantity', cylinderIdentity: '13kgCommercial', quantity: 12, usual: 2 }]);
  });

  it('a member with fewer than 3 earlier claims has no usual yet', () => {
    expect(claimFlags(claim({ claimReference: 'X', membershipNumber: 'LM100099', purchaseDetails: lines({ '13kgCommercial': 90 }) }), CLAIMS, PERIODS)).toEqual([]);
  });

  it('a claim without a receipt number or fingerprint is never a duplicate', () => {
    const blank = claim({ claimReference: 'B1', receiptNumber: '', fingerprint: null });
    expect(claimFlags(blank, [...CLAIMS, { ...blank, claimReference: 'B2' }], PERIODS)).toEqual([]);
  });
});

describe('far above usual: more than 3 × the usual and at least 5 more', () => {
  it.each([
    [5, 0, false],
    [6, 0, true],
    [9, 3, false],
    [10, 3, true],
    [30, 10, false],
    [31, 10, true],
  ])('%i against %i: %s', (quantity, usual, far) => {
    expect(isFarAboveUsual(quantity, usual)).toBe(far);
  });

  it.each([
    [[], 0],
    [[4], 4],
    [[2, 4, 3], 3],
    [[2, 4, 3, 13], 3.5],
  ])('median of %j is %s', (values, middle) => {
    expect(median(values)).toBe(middle);
  });
});

describe('flags in words', () => {
  it.each([
    [{ kind: 'SameReceipt', otherClaims: ['CLR-1', 'CLR-2'] }, 'The same receipt number from the same retailer is on another claim: CLR-1, CLR-2.'],
    [{ kind: 'SameFile', otherClaims: ['CLR-3'] }, 'The same receipt file was uploaded with another claim: CLR-3.'],
    [{ kind: 'OutsidePeriod', period: PERIODS[0]! }, 'The claim came in after its period (Calor · January to June 2026) ended on 30/06/2026.'],
    [{ kind: 'OutsidePeriod', period: null }, 'The purchase date is in no Calor claim period.'],
    [{ kind: 'TooOld', submittedOn: '2026-10-21T09:00:00' }, 'Submitted on 21/10/2026, more than 3 months after the purchase.'],
    [{ kind: 'UnusualQuantity', cylinderIdentity: '13kgCommercial', quantity: 13, usual: 3 }, "13 × 13kg Red Propane Cylinder, far above this member's usual 3."],
  ] as [ClaimFlag, string][])('%j', (flag, words) => {
    expect(describeClaimFlag(flag)).toBe(words);
  });
});
