import { describe, expect, it } from 'vitest';
import { HEIC_RECEIPT_MESSAGE } from '@/domain/calor/receiptPhoto';
import { MAX_RECEIPT_BYTES, RECEIPT_RULES } from '@/domain/calor/receiptFile';
import { DOCUMENT_UPLOAD_RULES, MAX_DOCUMENT_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/domain/documents/uploadedFile';
import { certificateFileMessages, certificateFileRules } from '@/domain/files/certificateFile';
import { checkFile, type UploadRules } from '@/domain/files/uploadRules';
import { bmpBytes, docBytes, docxBytes, gifBytes, heicBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, sampleFile } from '../../mocks/data/sampleFiles';

const RECEIPT_TYPE = 'Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.';
const CERTIFICATE = certificateFileMessages('certificate');

interface Case {
  what: string;
  file: File | null;
  message: string | undefined;
}

const table = (rules: UploadRules, cases: Case[]) =>
  it.each(cases)('$what → $message', async ({ file, message }) => expect(await checkFile(file, rules)).toBe(message));

describe('claim receipts, by their bytes (spec §5/§9: bmp, gif, jpeg, png, pdf)', () => {
  table(RECEIPT_RULES, [
    { what: 'a PDF', file: sampleFile(pdfBytes(), 'receipt.pdf', 'application/pdf'), message: undefined },
    { what: 'a JPEG', file: sampleFile(jpegBytes(), 'receipt.jpg', 'image/jpeg'), message: undefined },
    { what: 'a PNG', file: sampleFile(pngBytes(), 'receipt.png', 'image/png'), message: undefined },
    { what: 'a GIF', file: sampleFile(gifBytes(), 'receipt.gif', 'image/gif'), message: undefined },
    { what: 'a BMP', file: sampleFile(bmpBytes(), 'receipt.bmp', 'image/bmp'), message: undefined },
    { what: 'a PNG with no declared type or extension', file: sampleFile(pngBytes(), 'scan'), message: undefined },
    { what: 'a PDF named .png and declared a PNG', file: sampleFile(pdfBytes(), 'receipt.png', 'image/png'), message: undefined },
    { what: 'a PNG of exactly 10 MB', file: sampleFile(pngBytes(2, 2, MAX_RECEIPT_BYTES), 'big.png', 'image/png'), message: undefined },
    { what: 'an HTML file named .pdf', file: sampleFile(htmlBytes(), 'receipt.pdf', 'application/pdf'), message: RECEIPT_TYPE },
    { what: 'an HTML file named .png', file: sampleFile(htmlBytes(), 'receipt.png', 'image/png'), message: RECEIPT_TYPE },
    { what: 'a Word document', file: sampleFile(docxBytes(), 'receipt.docx'), message: RECEIPT_TYPE },
    { what: 'an iPhone photo', file: sampleFile(heicBytes(), 'IMG_0001.HEIC', 'image/heic'), message: HEIC_RECEIPT_MESSAGE },
    { what: 'an iPhone photo renamed .jpg', file: sampleFile(heicBytes(), 'IMG_0001.jpg', 'image/jpeg'), message: HEIC_RECEIPT_MESSAGE },
    { what: 'a PNG whose header cannot be read', file: sampleFile(pngBytes(0, 0), 'receipt.png', 'image/png'), message: RECEIPT_TYPE },
    { what: 'a 0-byte receipt', file: sampleFile(new Uint8Array(0), 'receipt.png', 'image/png'), message: 'The receipt file is empty: choose it again.' },
    { what: 'a receipt a byte over 10 MB', file: sampleFile(pngBytes(2, 2, MAX_RECEIPT_BYTES + 1), 'big.png', 'image/png'), message: 'Receipt image must be no larger than 10 MB.' },
    {
      what: 'a 50-megapixel photo',
      file: sampleFile(jpegBytes(8160, 6120), 'IMG_1234.jpg', 'image/jpeg'),
      message: 'The receipt photo is over 40 megapixels: take it again at a lower resolution, or scan the receipt.',
    },
    { what: 'no file', file: null, message: 'A single receipt image is required' },
  ]);
});

describe('training and gas safety certificates, by their bytes (PDF, JPEG or PNG)', () => {
  table(certificateFileRules(CERTIFICATE), [
    { what: 'a PDF', file: sampleFile(pdfBytes(), 'level-2.pdf', 'application/pdf'), message: undefined },
    { what: 'a JPEG photo', file: sampleFile(jpegBytes(), 'photo.jpg', 'image/jpeg'), message: undefined },
    { what: 'a PNG scan without a type', file: sampleFile(pngBytes(), 'scan.PNG'), message: undefined },
    { what: 'an HTML file named .pdf', file: sampleFile(htmlBytes(), 'level-2.pdf', 'application/pdf'), message: CERTIFICATE.type },
    { what: 'a GIF', file: sampleFile(gifBytes(), 'cert.gif', 'image/gif'), message: CERTIFICATE.type },
    { what: 'a Word document', file: sampleFile(docxBytes(), 'cert.docx'), message: CERTIFICATE.type },
    { what: 'an empty file', file: sampleFile(new Uint8Array(0), 'level-2.pdf', 'application/pdf'), message: 'The certificate file is empty: choose it again' },
    { what: 'a 100-megapixel scan', file: sampleFile(pngBytes(10_000, 10_000), 'scan.png', 'image/png'), message: CERTIFICATE.tooManyPixels },
    { what: 'no file', file: null, message: 'Select the certificate file' },
  ]);
});

describe('uploaded company documents, by their bytes (PDF, Word, JPEG or PNG)', () => {
  table(DOCUMENT_UPLOAD_RULES, [
    { what: 'a PDF', file: sampleFile(pdfBytes(), 'policy.pdf', 'application/pdf'), message: undefined },
    { what: 'a .docx', file: sampleFile(docxBytes(), 'policy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), message: undefined },
    { what: 'a legacy .doc', file: sampleFile(docBytes(), 'policy.doc', 'application/msword'), message: undefined },
    { what: 'a JPEG', file: sampleFile(jpegBytes(), 'scan.JPG', 'image/jpeg'), message: undefined },
    { what: 'a PNG', file: sampleFile(pngBytes(), 'scan.png', 'image/png'), message: undefined },
    { what: 'a PDF declared application/octet-stream', file: sampleFile(pdfBytes(), 'policy.pdf', 'application/octet-stream'), message: undefined },
    { what: 'a PDF of exactly 10 MB', file: sampleFile(pdfBytes(MAX_DOCUMENT_UPLOAD_BYTES), 'big.pdf', 'application/pdf'), message: undefined },
    { what: 'an HTML file named .pdf', file: sampleFile(htmlBytes(), 'policy.pdf', 'application/pdf'), message: UPLOAD_MESSAGES.type },
    { what: 'a GIF', file: sampleFile(gifBytes(), 'photo.gif', 'image/gif'), message: UPLOAD_MESSAGES.type },
    { what: 'a text file', file: sampleFile(new TextEncoder().encode('notes'), 'notes.txt', 'text/plain'), message: UPLOAD_MESSAGES.type },
    { what: 'a byte over 10 MB', file: sampleFile(pdfBytes(MAX_DOCUMENT_UPLOAD_BYTES + 1), 'big.pdf', 'application/pdf'), message: 'The file must be no larger than 10 MB' },
    { what: 'an empty file', file: sampleFile(new Uint8Array(0), 'empty.pdf', 'application/pdf'), message: UPLOAD_MESSAGES.empty },
    { what: 'a 41-megapixel scan', file: sampleFile(pngBytes(8200, 5000), 'scan.png', 'image/png'), message: UPLOAD_MESSAGES.tooManyPixels },
    { what: 'no file', file: null, message: UPLOAD_MESSAGES.required },
  ]);
});
