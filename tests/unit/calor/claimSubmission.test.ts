import { describe, expect, it } from 'vitest';
import { claimFormDefaults } from '@/domain/calor/claimFormSchema';
import { purchaseDetailJson, toClaimSubmission } from '@/domain/calor/claimSubmission';
import { claimLines } from './lines';

describe('the claim submission (spec §7 call 8)', () => {
  const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
  const values = {
    ...claimFormDefaults(),
    retailer: { id: 'r1', name: 'Dales', address: 'Skipton', postCode: 'BD23 1AA' },
    vatNumber: ' 123456789 ',
    purchaseDate: new Date(2026, 0, 5, 18, 30),
    receiptNumber: ' A-1 ',
    purchaseDetails: claimLines({ '47kgCommercial': [1, 89.99, true] }),
    receiptFile: receipt,
    declarations: { claimIsAccurate: true, boughtForCateringBusiness: true },
  };

  it('sends the date as yyyy-MM-dd in local time, and trims what was typed', () => {
    expect(toClaimSubmission(values)).toEqual({
      retailerId: 'r1',
      vatNumber: '123456789',
      purchaseDate: '2026-01-05',
      receiptNumber: 'A-1',
      purchaseDetails: values.purchaseDetails,
      receiptImage: receipt,
    });
  });

  it('writes each line as JSON with exactly quantity, pricePerCylinder, vatIncluded, cylinderIdentity', () => {
    expect(values.purchaseDetails.map(purchaseDetailJson)).toEqual([
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"13kgCommercial"}',
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"19kgCommercial"}',
      '{"quantity":1,"pricePerCylinder":89.99,"vatIncluded":true,"cylinderIdentity":"47kgCommercial"}',
      '{"quantity":0,"pricePerCylinder":0,"vatIncluded":false,"cylinderIdentity":"13kgPatio"}',
    ]);
  });

  it('refuses values the schema would not have accepted', () => {
    expect(() => toClaimSubmission(claimFormDefaults())).toThrow();
    expect(() => toClaimSubmission({ ...values, receiptFile: null })).toThrow();
  });

  it.each([
    { why: 'keeps the corrected claim’s receipt when no file is chosen', receiptFile: null, sent: {} },
    { why: 'sends a chosen file instead of the kept one', receiptFile: receipt, sent: { receiptImage: receipt } },
  ])('a resubmission names the claim it corrects and $why', ({ receiptFile, sent }) => {
    const submission = toClaimSubmission({ ...values, receiptFile }, { claimReference: 'CLR-100004', keepsReceipt: true });
    expect(submission).toEqual({ ...toClaimSubmission(values), receiptImage: undefined, ...sent, correctsClaimReference: 'CLR-100004' });
  });
});
