import { describe, expect, it } from 'vitest';
import { isPdfReceipt, MAX_RECEIPT_BYTES, receiptFileProblem } from '@/domain/calor/receiptFile';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('receipt files (spec §5/§9: bmp, gif, jpeg, png, pdf)', () => {
  it.each([
    file('a.bmp', 'image/bmp'),
    file('a.gif', 'image/gif'),
    file('a.jpg', 'image/jpeg'),
    file('a.jpeg', 'image/jpeg'),
    file('a.png', 'image/png'),
    file('a.pdf', 'application/pdf'),
    file('scan.PNG', ''),
    file('scan.Pdf', ''),
    file('exactly-10mb.png', 'image/png', MAX_RECEIPT_BYTES),
  ])('accepts $name ($type)', (receipt) => {
    expect(receiptFileProblem(receipt)).toBeUndefined();
  });

  it.each([
    file('a.webp', 'image/webp'),
    file('a.png', 'text/plain'),
    file('a.txt', ''),
    file('png', ''),
  ])('refuses $name ($type) with the §5 message', (receipt) => {
    expect(receiptFileProblem(receipt)).toBe('Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.');
  });

  it('refuses a HEIC photo with the §5 message, then how to send it as JPEG (issue 15)', () => {
    expect(receiptFileProblem(file('a.heic', 'image/heic'))).toMatch(/^Receipt image file type must be one of \.bmp, \.gif, \.pdf, \.jpeg or \.png\. .*JPEG/);
  });

  it('refuses a file over 10 MB', () => {
    expect(receiptFileProblem(file('a.png', 'image/png', MAX_RECEIPT_BYTES + 1))).toBe('Receipt image must be no larger than 10 MB.');
  });

  it('requires a file, with the §5 message', () => {
    expect(receiptFileProblem(null)).toBe('A single receipt image is required');
  });

  it('tells a PDF from an image, by type or else by extension', () => {
    expect(isPdfReceipt(file('a.pdf', 'application/pdf'))).toBe(true);
    expect(isPdfReceipt(file('a.PDF', ''))).toBe(true);
    expect(isPdfReceipt(file('a.png', 'image/png'))).toBe(false);
  });
});
