import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CLAIM_MESSAGES } from '@/domain/calor/claimMessages';
import { claimFormDefaults, createClaimFormSchema, type ClaimFormContext, type ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { manualRetailerSchema } from '@/domain/calor/manualRetailerSchema';
import { claimLines } from './lines';
import { bmpBytes, docxBytes, gifBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, sampleFile } from '../../mocks/data/sampleFiles';

const TODAY = new Date(2026, 4, 20, 12); // 20 May 2026
const schema = createClaimFormSchema({ today: () => TODAY });

const receipt = (name = 'receipt.png', type = 'image/png', bytes: Uint8Array<ArrayBuffer> = pngBytes(2, 2, 1000)) => sampleFile(bytes, name, type);

/** A claim the schema accepts; each test breaks one thing. */
const validClaim = (): ClaimFormValues => ({
  retailer: { id: 'r1', name: 'Dales Gas Supplies', address: '4 Mill Lane', postCode: 'BD23 1AA' },
  vatNumber: '',
  purchaseDate: new Date(2026, 4, 1),
  receiptNumber: '',
  purchaseDetails: claimLines({ '13kgCommercial': [2, 30] }),
  receiptFile: receipt(),
  declarations: { claimIsAccurate: true, boughtForCateringBusiness: true },
});

/** Every message the schema gives for these values, by field path (asynchronously: the receipt's bytes are read). */
async function messages(values: ClaimFormValues, context: ClaimFormContext = { keepsEarlierReceipt: false }): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) (byPath[inner.path ?? ''] ??= []).push(inner.message);
    return byPath;
  }
}

describe('the claim form schema (spec §5)', () => {
  it('accepts a complete claim', async () => {
    expect(await messages(validClaim())).toEqual({});
  });

  it('refuses the §3 defaults with every required-field message', async () => {
    expect(await messages(claimFormDefaults())).toEqual({
      retailer: ['Retailer selection required'],
      purchaseDate: ['Purchase date required'],
      purchaseDetails: ['Purchase details required'],
      receiptFile: ['A single receipt image is required'],
      declarations: ['You must confirm both of the above to submit your claim.'],
    });
  });

  it.each<{ why: string; change: Partial<ClaimFormValues>; path: string; message: string }>([
    { why: 'no retailer', change: { retailer: null }, path: 'retailer', message: 'Retailer selection required' },
    { why: 'a VAT number of 8 digits', change: { vatNumber: '12345678' }, path: 'vatNumber', message: 'VAT number must be 9 digits when supplied' },
    { why: 'a VAT number with letters', change: { vatNumber: 'GB1234567' }, path: 'vatNumber', message: 'VAT number must be 9 digits when supplied' },
    { why: 'no purchase date', change: { purchaseDate: null }, path: 'purchaseDate', message: 'Purchase date required' },
    { why: 'an unreadable purchase date', change: { purchaseDate: new Date('nonsense') }, path: 'purchaseDate', message: 'Purchase date required' },
    { why: 'a purchase date tomorrow', change: { purchaseDate: new Date(2026, 4, 21) }, path: 'purchaseDate', message: CLAIM_MESSAGES.purchaseDateInFuture },
    {
      why: 'a purchase date in the previous period',
      change: { purchaseDate: new Date(2025, 11, 31) },
      path: 'purchaseDate',
      message: 'Only purchases made in the current claim period (01/01/2026 to 30/06/2026) can be claimed.',
    },
    {
      why: 'a purchase date over 3 months ago',
      change: { purchaseDate: new Date(2026, 1, 19) },
      path: 'purchaseDate',
      message: 'Receipts must be uploaded within 3 months of purchase, so the purchase date must be on or after 20/02/2026.',
    },
    { why: 'no cylinders', change: { purchaseDetails: claimLines({}) }, path: 'purchaseDetails', message: 'Purchase details required' },
    { why: 'no receipt', change: { receiptFile: null }, path: 'receiptFile', message: 'A single receipt image is required' },
    {
      why: 'a Word document',
      change: { receiptFile: receipt('receipt.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxBytes()) },
      path: 'receiptFile',
      message: 'Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.',
    },
    {
      why: 'an HTML file named .pdf',
      change: { receiptFile: receipt('receipt.pdf', 'application/pdf', htmlBytes()) },
      path: 'receiptFile',
      message: 'Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.',
    },
    { why: 'a 0-byte receipt', change: { receiptFile: receipt('receipt.png', 'image/png', new Uint8Array(0)) }, path: 'receiptFile', message: 'The receipt file is empty: choose it again.' },
    { why: 'a receipt over 10 MB', change: { receiptFile: receipt('big.jpeg', 'image/jpeg', jpegBytes(2, 2, { size: 10 * 1024 * 1024 + 1 })) }, path: 'receiptFile', message: 'Receipt image must be no larger than 10 MB.' },
    {
      why: 'only the first declaration',
      change: { declarations: { claimIsAccurate: true, boughtForCateringBusiness: false } },
      path: 'declarations',
      message: 'You must confirm both of the above to submit your claim.',
    },
    {
      why: 'only the second declaration',
      change: { declarations: { claimIsAccurate: false, boughtForCateringBusiness: true } },
      path: 'declarations',
      message: 'You must confirm both of the above to submit your claim.',
    },
  ])('refuses $why', async ({ change, path, message }) => {
    expect(await messages({ ...validClaim(), ...change })).toEqual({ [path]: [message] });
  });

  it.each([
    { vatNumber: '123456789', why: '9 digits' },
    { vatNumber: ' 123456789 ', why: '9 digits with spaces around' },
    { vatNumber: '', why: 'none' },
  ])('accepts a VAT number of $why', async ({ vatNumber }) => {
    expect(await messages({ ...validClaim(), vatNumber })).toEqual({});
  });

  it.each([
    ['receipt.bmp', 'image/bmp', bmpBytes()],
    ['receipt.gif', 'image/gif', gifBytes()],
    ['receipt.jpeg', 'image/jpeg', jpegBytes()],
    ['receipt.jpg', 'image/jpeg', jpegBytes()],
    ['receipt.png', 'image/png', pngBytes()],
    ['receipt.pdf', 'application/pdf', pdfBytes()],
    ['RECEIPT.PDF', '', pdfBytes()],
  ] as const)('accepts the receipt %s (%s)', async (name, type, bytes) => {
    expect(await messages({ ...validClaim(), receiptFile: receipt(name, type, bytes) })).toEqual({});
  });

  describe('on a resubmission that keeps the corrected claim’s receipt', () => {
    const keeps = { keepsEarlierReceipt: true };

    it('needs no file of its own', async () => {
      expect(await messages({ ...validClaim(), receiptFile: null }, keeps)).toEqual({});
    });

    it('still judges a file chosen instead, with the same messages', async () => {
      expect(await messages({ ...validClaim(), receiptFile: receipt('receipt.pdf', 'application/pdf', htmlBytes()) }, keeps)).toEqual({
        receiptFile: [CLAIM_MESSAGES.receiptType],
      });
    });
  });

  it('accepts a receipt number of any shape, or none', async () => {
    expect(await messages({ ...validClaim(), receiptNumber: '##  anything 123' })).toEqual({});
  });

  it('accepts a purchase made today, later in the day than now', async () => {
    expect(await messages({ ...validClaim(), purchaseDate: new Date(2026, 4, 20, 23, 59) })).toEqual({});
  });
});

describe('purchase lines (spec §5: quantity 0 to 99; price above 0 when quantity is above 0)', () => {
  const withLine = (quantity: number, price: number) => ({ ...validClaim(), purchaseDetails: claimLines({ '13kgCommercial': [2, 30], '13kgPatio': [quantity, price] }) });

  it.each([
    { quantity: 0, price: 0 },
    { quantity: 99, price: 12.5 },
    { quantity: 1, price: 0.01 },
  ])('accepts $quantity at £$price', async ({ quantity, price }) => {
    expect(await messages(withLine(quantity, price))).toEqual({});
  });

  it.each([
    { quantity: 100, price: 10, path: 'quantity', message: CLAIM_MESSAGES.quantity },
    { quantity: -1, price: 10, path: 'quantity', message: CLAIM_MESSAGES.quantity },
    { quantity: 1.5, price: 10, path: 'quantity', message: CLAIM_MESSAGES.quantity },
    { quantity: NaN, price: 10, path: 'quantity', message: CLAIM_MESSAGES.quantity },
    { quantity: 2, price: 0, path: 'pricePerCylinder', message: CLAIM_MESSAGES.priceRequired },
    { quantity: 2, price: -3, path: 'pricePerCylinder', message: CLAIM_MESSAGES.priceRequired },
    { quantity: 0, price: -1, path: 'pricePerCylinder', message: CLAIM_MESSAGES.priceRequired },
    { quantity: 0, price: NaN, path: 'pricePerCylinder', message: CLAIM_MESSAGES.priceNotANumber },
  ])('refuses $quantity at £$price: $message', async ({ quantity, price, path, message }) => {
    expect(await messages(withLine(quantity, price))).toEqual({ [`purchaseDetails[3].${path}`]: [message] });
  });
});

describe('a retailer entered by hand (spec §5)', () => {
  const errors = (values: Record<string, string>) => {
    try {
      manualRetailerSchema.validateSync(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as ValidationError).errors;
    }
  };

  it('needs a name, an address and a post code, with the spec messages', () => {
    expect(errors({ name: '', address: ' ', postCode: '' })).toEqual([
      'Retailer name is required',
      'Retailer address is required',
      'Retailer post code is required',
    ]);
  });

  it('accepts all three, the post code in any case with or without its space', () => {
    expect(errors({ name: 'Coastal Gas', address: '9 Esplanade', postCode: 'YO11 2AQ' })).toEqual([]);
    expect(manualRetailerSchema.validateSync({ name: 'Coastal Gas', address: '9 Esplanade', postCode: 'yo112aq' }).postCode).toBe('YO11 2AQ');
  });

  it('refuses a post code that is not one, naming the retailer', () => {
    expect(errors({ name: 'Coastal Gas', address: '9 Esplanade', postCode: 'YO11-2AQ' })).toEqual(['Enter a real postcode for the retailer, like HG5 8AA']);
  });
});
