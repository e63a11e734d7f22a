import { describe, expect, it } from 'vitest';
import { formDataOf } from '@/api/formDataOf';
import { claimUploadFields } from '@/features/rewards/calor/api/upload-claim';
import { claimLines } from './lines';

describe('the multipart body of call 8', () => {
  it('holds exactly the §7 fields, in order, with the receipt as the file the member chose', () => {
    const receipt = new File([new Uint8Array(2048)], 'till-receipt.png', { type: 'image/png' });
    const body = formDataOf(
      claimUploadFields({
        retailerId: 'r1',
        vatNumber: '',
        purchaseDate: '2026-05-01',
        receiptNumber: 'A-1',
        purchaseDetails: claimLines({ '13kgPatio': [1, 20.5, true] }),
        receiptImage: receipt,
      }),
    );

    expect([...body.keys()]).toEqual([
      'retailerId',
      'vatNumber',
      'purchaseDate',
      'receiptNumber',
      'purchaseDetails',
      'purchaseDetails',
      'purchaseDetails',
      'purchaseDetails',
      'receiptImage',
    ]);
    expect(body.get('vatNumber')).toBe('');
    expect(body.getAll('purchaseDetails').map((line) => JSON.parse(line as string))).toEqual([
      { quantity: 0, pricePerCylinder: 0, vatIncluded: false, cylinderIdentity: '13kgCommercial' },
      { quantity: 0, pricePerCylinder: 0, vatIncluded: false, cylinderIdentity: '19kgCommercial' },
      { quantity: 0, pricePerCylinder: 0, vatIncluded: false, cylinderIdentity: '47kgCommercial' },
      { quantity: 1, pricePerCylinder: 20.5, vatIncluded: true, cylinderIdentity: '13kgPatio' },
    ]);
    const sent = body.get('receiptImage') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['till-receipt.png', 'image/png', 2048]);
  });
});
