// TEST DOUBLE, never shipped: real receipt files for the seeded claims (a PNG photo-like image or a
// PDF), so staff can open what the member "uploaded", and the fingerprint of uploaded bytes.
import type { PurchaseDetailLine } from '../../../../src/domain/calor/purchaseDetails';
import type { Retailer } from '../../../../src/domain/calor/retailer';
import { formatDate } from '../../../../src/domain/format/date';
import { createHash } from 'node:crypto';

const fingerprints = new WeakMap<Uint8Array, string>();

/**
 * SHA-256 of the bytes, hex: the simulator's fingerprint of an upload (the same file twice has the same one).
 * Remembered per byte array: the seeded receipts are the same arrays in every fresh store (receiptFile),
 * and hashing them all again for each test cost a fifth of a second.
 */
export function fingerprintOf(bytes: Uint8Array): string {
  let fingerprint = fingerprints.get(bytes);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(bytes).digest('hex');
    fingerprints.set(bytes, fingerprint);
  }
  return fingerprint;
}

export interface ReceiptContent {
  retailer: Retailer;
  receiptNumber: string;
  /** yyyy-MM-dd */
  purchaseDate: string;
  lines: readonly PurchaseDetailLine[];
}

const SHORT_NAMES: Record<string, string> = {
  '13kgCommercial': '13KG PROPANE',
  '19kgCommercial': '19KG PROPANE',
  '47kgCommercial': '47KG PROPANE',
  '13kgPatio': '13KG PATIO GAS',
};

const WIDTH_CHARACTERS = 30;
const RULE = '-'.repeat(WIDTH_CHARACTERS);
const money = (amount: number) => `£${amount.toFixed(2)}`;

/** What the till printed, one line each. */
export function receiptLines({ retailer, receiptNumber, purchaseDate, lines }: ReceiptContent): string[] {
  const bought = lines.filter((line) => line.quantity > 0);
  const total = bought.reduce((sum, line) => sum + line.quantity * line.pricePerCylinder, 0);
  const vatIncluded = bought.some((line) => line.vatIncluded);
  return [
    retailer.name.toUpperCase(),
    retailer.address.toUpperCase(),
    retailer.postCode,
    ...(retailer.vatNumber ? [`VAT REG ${retailer.vatNumber}`] : []),
    RULE,
    `RECEIPT ${receiptNumber}`,
    `DATE ${formatDate(purchaseDate)}`,
    RULE,
    ...bought.flatMap((line) => [
      `${line.quantity} X ${SHORT_NAMES[line.cylinderIdentity] ?? 'GAS'}`,
      `   @ ${money(line.pricePerCylinder)} = ${money(line.quantity * line.pricePerCylinder)}`,
    ]),
    RULE,
    `TOTAL ${money(total)} ${vatIncluded ? 'INC VAT' : 'EX VAT'}`,
    '',
    'THANK YOU FOR YOUR CUSTOM',
  ].map((line) => line.slice(0, WIDTH_CHARACTERS));
}

// ---------------------------------------------------------------------------------------------------------
// PDF: one A6 page of Courier text.

export function receiptPdf(content: ReceiptContent): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/£/g, '\\243');
  const text = receiptLines(content)
    .map((line, index) => `${index === 0 ? '' : 'T* '}(${escape(line)}) Tj`)
    .join('\n');
  const stream = `BT /F1 10 Tf 22 390 Td 13 TL\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (character) => character.charCodeAt(0) & 0xff);
}

// ---------------------------------------------------------------------------------------------------------
// PNG: the same text in a 5×7 dot-matrix font, like a till roll photographed flat.

/** Each glyph's 7 rows, 5 bits each (the high bit is the left dot). */
const FONT: Record<string, number[]> = {
  A: [14, 17, 17, 17, 31, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14], D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16], G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14], J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14], P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17], S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14], V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
  0: [14, 17, 19, 21, 25, 17, 14], 1: [4, 12, 4, 4, 4, 4, 14], 2: [14, 17, 1, 2, 4, 8, 31], 3: [31, 2, 4, 2, 1, 17, 14],
  4: [2, 6, 10, 18, 31, 2, 2], 5: [31, 16, 30, 1, 1, 17, 14], 6: [6, 8, 16, 30, 17, 17, 14], 7: [31, 1, 2, 4, 8, 8, 8],
  8: [14, 17, 17, 14, 17, 17, 14], 9: [14, 17, 17, 15, 1, 2, 12],
  ' ': [0, 0, 0, 0, 0, 0, 0], '.': [0, 0, 0, 0, 0, 12, 12], ',': [0, 0, 0, 0, 12, 4, 8], ':': [0, 12, 12, 0, 12, 12, 0],
  '-': [0, 0, 0, 31, 0, 0, 0], '/': [0, 1, 2, 4, 8, 16, 0], '£': [6, 9, 8, 28, 8, 8, 31], '@': [14, 17, 23, 21, 23, 16, 15],
  '#': [10, 10, 31, 10, 31, 10, 10], '(': [2, 4, 8, 8, 8, 4, 2], ')': [8, 4, 2, 2, 2, 4, 8], '&': [12, 18, 20, 8, 21, 18, 13],
  "'": [12, 4, 8, 0, 0, 0, 0], '=': [0, 0, 31, 0, 31, 0, 0], '?': [14, 17, 1, 2, 4, 0, 4],
};

const SCALE = 2;
const CELL_WIDTH = 6 * SCALE;
const LINE_HEIGHT = 10 * SCALE;
const MARGIN = 24;
const PAPER = 0xf6;
const INK = 0x2a;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** zlib data in stored (uncompressed) blocks: no compressor needed, and a browser reads it like any PNG. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 65535));
  const out = new Uint8Array(2 + data.length + blocks * 5 + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const part = data.subarray(block * 65535, (block + 1) * 65535);
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = part.length & 0xff;
    out[at + 2] = part.length >>> 8;
    out[at + 3] = ~part.length & 0xff;
    out[at + 4] = (~part.length >>> 8) & 0xff;
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  new DataView(out.buffer).setUint32(at, ((b << 16) | a) >>> 0);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Uint8Array.from(type, (character) => character.charCodeAt(0)), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export function receiptPng(content: ReceiptContent): Uint8Array {
  const lines = receiptLines(content);
  const width = MARGIN * 2 + WIDTH_CHARACTERS * CELL_WIDTH;
  const height = MARGIN * 2 + lines.length * LINE_HEIGHT;
  // One filter byte (0: none) before each row of 8-bit grey pixels.
  const raw = new Uint8Array((width + 1) * height).fill(PAPER);
  for (let y = 0; y < height; y += 1) raw[y * (width + 1)] = 0;
  lines.forEach((line, row) => {
    [...line.toUpperCase()].forEach((character, column) => {
      const glyph = FONT[character] ?? FONT['?']!;
      glyph.forEach((bits, dotRow) => {
        for (let dot = 0; dot < 5; dot += 1) {
          if (!(bits & (16 >> dot))) continue;
          for (let dy = 0; dy < SCALE; dy += 1)
            for (let dx = 0; dx < SCALE; dx += 1) {
              const x = MARGIN + column * CELL_WIDTH + dot * SCALE + dx;
              const y = MARGIN + row * LINE_HEIGHT + dotRow * SCALE + dy;
              raw[y * (width + 1) + 1 + x] = INK;
            }
        }
      });
    });
  });
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** Receipts are worked out once per content and kept: every fresh store of a test run reuses them. */
const made = new Map<string, Uint8Array>();

export function receiptFile(content: ReceiptContent, type: 'image/png' | 'application/pdf'): Uint8Array {
  const key = `${type}|${JSON.stringify(content)}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes = type === 'image/png' ? receiptPng(content) : receiptPdf(content);
    made.set(key, bytes);
  }
  return bytes;
}
