import { describe, expect, it } from 'vitest';
import {
  HEIC_RECEIPT_MESSAGE,
  isHeicPhoto,
  RECEIPT_PHOTO_LONG_EDGE_PX,
  SCALE_PHOTOS_ABOVE_BYTES,
  scaledPhotoName,
  scaledPhotoSize,
  shouldScaleReceiptPhoto,
} from '@/domain/calor/receiptPhoto';
import { RECEIPT_RULES } from '@/domain/calor/receiptFile';
import { contentOf } from '@/domain/files/fileContent';
import { fileProblem } from '@/domain/files/uploadRules';
import { bmpBytes, gifBytes, heicBytes, jpegBytes, pdfBytes, pngBytes } from '../../mocks/data/sampleFiles';
import { CLAIM_MESSAGES } from '@/domain/calor/claimMessages';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('which receipts are scaled down before upload (phone photos over 2 MB, by their bytes, within the pixel limit)', () => {
  const photo = (head: Uint8Array, size: number) => ({ size, content: contentOf(head) });
  it.each([
    { what: 'a 5 MB 12-megapixel JPEG photo', receipt: photo(jpegBytes(4032, 3024), 5 * MB), scaled: true },
    { what: 'a JPEG of exactly 2 MB', receipt: photo(jpegBytes(), SCALE_PHOTOS_ABOVE_BYTES), scaled: false },
    { what: 'a JPEG one byte over 2 MB', receipt: photo(jpegBytes(), SCALE_PHOTOS_ABOVE_BYTES + 1), scaled: true },
    { what: 'a 3 MB PNG screenshot', receipt: photo(pngBytes(1170, 2532), 3 * MB), scaled: true },
    { what: 'a 3 MB BMP scan', receipt: photo(bmpBytes(1000, 1000), 3 * MB), scaled: true },
    { what: 'a 1 MB JPEG', receipt: photo(jpegBytes(), MB), scaled: false },
    { what: 'a 6 MB PDF (sent as it is)', receipt: photo(pdfBytes(), 6 * MB), scaled: false },
    { what: 'a 3 MB GIF (sent as it is)', receipt: photo(gifBytes(), 3 * MB), scaled: false },
    { what: 'a 4 MB HEIC photo (refused instead)', receipt: photo(heicBytes(), 4 * MB), scaled: false },
    { what: 'a 9 MB 100-megapixel JPEG (refused, never decoded)', receipt: photo(jpegBytes(10_000, 10_000), 9 * MB), scaled: false },
    { what: 'a 3 MB PNG whose header cannot be read (never decoded)', receipt: photo(pngBytes(0, 0), 3 * MB), scaled: false },
  ])('$what: $scaled', ({ receipt, scaled }) => expect(shouldScaleReceiptPhoto(receipt, receipt.content)).toBe(scaled));
});

describe('the scaled size keeps the shape, the long edge at most 2,000 px, never enlarged', () => {
  it.each([
    [4032, 3024, { width: 2000, height: 1500 }],
    [3024, 4032, { width: 1500, height: 2000 }],
    [1200, 9000, { width: 267, height: 2000 }], // a long till receipt
    [1600, 1200, { width: 1600, height: 1200 }],
    [RECEIPT_PHOTO_LONG_EDGE_PX, 10, { width: 2000, height: 10 }],
    [30000, 1, { width: 2000, height: 1 }],
  ])('%i × %i → %o', (width, height, size) => expect(scaledPhotoSize(width, height)).toEqual(size));
});

describe('the scaled photo is named as a JPEG', () => {
  it.each([
    ['IMG_1234.PNG', 'IMG_1234.jpg'],
    ['receipt.jpeg', 'receipt.jpg'],
    ['my.receipt.bmp', 'my.receipt.jpg'],
    ['receipt', 'receipt.jpg'],
  ])('%s → %s', (name, scaled) => expect(scaledPhotoName(name)).toBe(scaled));
});

describe('HEIC photos get a message on how to send them as JPEG', () => {
  it.each([
    [file('IMG_0001.HEIC', 'image/heic', MB), true],
    [file('IMG_0001.heif', '', MB), true],
    [file('IMG_0001.jpg', 'image/heif', MB), true],
    [file('IMG_0001.jpg', 'image/jpeg', MB), false],
    [file('heic.png', 'image/png', MB), false],
  ])('%o is HEIC: %s', (receipt, heic) => expect(isHeicPhoto(receipt)).toBe(heic));

  it("keeps the spec's type message and adds the way out", () => {
    const problem = fileProblem(file('IMG_0001.HEIC', 'image/heic', MB), contentOf(heicBytes()), RECEIPT_RULES);
    expect(problem).toBe(HEIC_RECEIPT_MESSAGE);
    expect(problem!.startsWith(CLAIM_MESSAGES.receiptType)).toBe(true);
    expect(problem).toMatch(/JPEG/);
  });

  it('other refused types get the spec message alone', () => {
    expect(fileProblem(file('receipt.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', MB), contentOf(new Uint8Array([0x50, 0x4b, 3, 4])), RECEIPT_RULES)).toBe(
      CLAIM_MESSAGES.receiptType,
    );
  });
});
