import { describe, expect, it } from 'vitest';
import type { CalorClaim } from '@/domain/calor/claim';
import { isEmptyDraft, readClaimDraft, toClaimDraft } from '@/domain/calor/claimDraft';
import { claimFormDefaults } from '@/domain/calor/claimFormSchema';
import { readCorrectedClaim, readResubmitState, toResubmitNavigationState, toResubmitState } from '@/domain/calor/resubmitPrefill';
import { defaultPurchaseDetails } from '@/domain/calor/purchaseDetails';
import { claimLines } from './lines';

const retailer = { id: 'r2', name: 'Harbour Bottled Gas', address: '21 Quay Street', postCode: 'YO21 3PU' };
const rejected = {
  claimReference: 'CLR-1',
  purchaseDate: '2026-05-10',
  receiptNumber: 'HBG-1',
  vatNumber: '111222333',
  retailer,
  purchaseDetails: claimLines({ '19kgCommercial': [3, 41, true] }),
} as CalorClaim;

describe('resubmit prefill (spec §2: purchaseDate, receiptNumber, vatNumber, retailer, purchaseDetails)', () => {
  it('travels as plain data and comes back as form values', () => {
    const state = structuredClone(toResubmitState(rejected));
    expect(state).toEqual({ purchaseDate: '2026-05-10', receiptNumber: 'HBG-1', vatNumber: '111222333', retailer, purchaseDetails: rejected.purchaseDetails });
    expect(readResubmitState(state)).toEqual({
      retailer: { ...retailer, vatNumber: undefined },
      vatNumber: '111222333',
      purchaseDate: new Date(2026, 4, 10),
      receiptNumber: 'HBG-1',
      purchaseDetails: rejected.purchaseDetails,
    });
  });

  it("prefers the retailer's own VAT number, as the locked field would show", () => {
    const state = { ...toResubmitState(rejected), retailer: { ...retailer, vatNumber: '999888777' } };
    expect(readResubmitState(state)?.vatNumber).toBe('999888777');
  });

  it.each([null, undefined, 'text', { from: '/somewhere' }])('ignores navigation state that is not a resubmission: %s', (state) => {
    expect(readResubmitState(state)).toBeNull();
  });

  it('keeps the defaults for what is missing or unreadable', () => {
    expect(readResubmitState({ receiptNumber: 'X', purchaseDate: 'not a date', purchaseDetails: 'nope' })).toEqual({
      retailer: null,
      vatNumber: '',
      purchaseDate: null,
      receiptNumber: 'X',
    });
  });

  it('puts lines back in cylinder order, filling any missing line with the default', () => {
    const [first, second] = claimLines({ '13kgPatio': [1, 20], '13kgCommercial': [2, 30] }).filter((line) => line.quantity).reverse();
    const prefill = readResubmitState({ ...toResubmitState(rejected), purchaseDetails: [first, second] });
    expect(prefill?.purchaseDetails).toEqual(claimLines({ '13kgCommercial': [2, 30], '13kgPatio': [1, 20] }));
  });
});

describe('the claim a resubmission corrects (travels beside the prefill)', () => {
  const withReason = {
    ...rejected,
    rejectedOn: '2026-05-20',
    rejectionReason: 'The receipt is blurred.',
    receipt: { name: 'till.png', type: 'image/png', size: 2048 },
  } as CalorClaim;

  it('travels as plain data with the prefill, which still reads the same', () => {
    const state = structuredClone(toResubmitNavigationState(withReason));
    expect(readCorrectedClaim(state)).toEqual({ claimReference: 'CLR-1', rejectedOn: '2026-05-20', rejectionReason: 'The receipt is blurred.', receiptName: 'till.png' });
    expect(readResubmitState(state)).toEqual(readResubmitState(toResubmitState(withReason)));
  });

  it.each([
    { why: 'no state', state: null },
    { why: 'the prefill alone (an older link)', state: toResubmitState(rejected) },
    { why: 'no reference', state: { corrects: { claimReference: ' ', rejectionReason: 'x' } } },
    { why: 'not an object', state: { corrects: 'CLR-1' } },
  ])('is null for $why', ({ state }) => {
    expect(readCorrectedClaim(state)).toBeNull();
  });

  it('keeps a claim rejected without a reason, or without a receipt to keep', () => {
    expect(readCorrectedClaim({ corrects: { claimReference: 'CLR-1', rejectedOn: 7 } })).toEqual({ claimReference: 'CLR-1', rejectedOn: '', rejectionReason: '', receiptName: '' });
  });
});

describe('claim drafts', () => {
  const values = { ...claimFormDefaults(), retailer, receiptNumber: 'R-9', purchaseDate: new Date(2026, 4, 10) };

  it('round-trip through storage (JSON) for the same member, without the file or declarations', () => {
    const stored = JSON.stringify(toClaimDraft('LM100001', values));
    expect(stored).not.toContain('declarations');
    expect(stored).not.toContain('receiptFile');
    expect(readClaimDraft(JSON.parse(stored), 'LM100001')).toEqual({
      retailer: { ...retailer, vatNumber: undefined },
      vatNumber: '',
      purchaseDate: new Date(2026, 4, 10),
      receiptNumber: 'R-9',
      purchaseDetails: defaultPurchaseDetails(),
    });
  });

  it("are never restored on another member's form", () => {
    expect(readClaimDraft(JSON.parse(JSON.stringify(toClaimDraft('LM100001', values))), 'LM100002')).toBeNull();
  });

  it.each([null, '', '{broken', [], { membershipNumber: 'LM100001' }])('ignore an unreadable draft: %o', (stored) => {
    expect(readClaimDraft(stored, 'LM100001')).toBeNull();
  });

  it('count as empty only when nothing was typed', () => {
    expect(isEmptyDraft(toClaimDraft('LM100001', claimFormDefaults()))).toBe(true);
    expect(isEmptyDraft(toClaimDraft('LM100001', { ...claimFormDefaults(), receiptNumber: '1' }))).toBe(false);
    expect(isEmptyDraft(toClaimDraft('LM100001', { ...claimFormDefaults(), purchaseDetails: claimLines({ '13kgPatio': [0, 0, true] }) }))).toBe(false);
  });
});
