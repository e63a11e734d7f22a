import { describe, expect, it, vi } from 'vitest';
import { contentOf, isShowableImage, readFileContent } from '@/domain/files/fileContent';
import { imageSize, isOverPixelLimit, sniffFileKind } from '@/domain/files/fileSignature';
import {
  bmpBytes,
  docBytes,
  docxBytes,
  gifBytes,
  heicBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  TINY_PNG,
} from '../../mocks/data/sampleFiles';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileKind: what a file is, by its first bytes', () => {
  it.each([
    { what: 'a PDF (%PDF-)', head: pdfBytes(), kind: 'pdf' },
    { what: 'a JPEG (FF D8 FF)', head: jpegBytes(), kind: 'jpeg' },
    { what: 'a PNG (89 50 4E 47 0D 0A 1A 0A)', head: pngBytes(), kind: 'png' },
    { what: 'a real PNG', head: TINY_PNG, kind: 'png' },
    { what: 'a GIF87a', head: gifBytes(2, 2, '87a'), kind: 'gif' },
    { what: 'a GIF89a', head: gifBytes(2, 2, '89a'), kind: 'gif' },
    { what: 'a BMP (BM)', head: bmpBytes(), kind: 'bmp' },
    { what: 'a Word .docx (a ZIP: PK 03 04)', head: docxBytes(), kind: 'docx' },
    { what: 'a legacy Word .doc (D0 CF 11 E0)', head: docBytes(), kind: 'doc' },
    { what: 'an iPhone photo (ftypheic)', head: heicBytes(), kind: 'heic' },
    { what: 'an HTML page', head: htmlBytes(), kind: undefined },
    { what: 'plain text', head: text('Receipt 1234, 2 x 13kg propane'), kind: undefined },
    { what: 'nothing at all', head: bytes(), kind: undefined },
    { what: 'a PDF signature cut short', head: text('%PDF'), kind: undefined },
    { what: '%PDF- not at the start', head: text(' %PDF-1.4'), kind: undefined },
    { what: 'two JPEG bytes only', head: bytes(0xff, 0xd8), kind: undefined },
    { what: 'a GIF of an unknown version', head: text('GIF88a'), kind: undefined },
    { what: 'a WebP', head: text('RIFF\0\0\0\0WEBPVP8 '), kind: undefined },
    { what: 'an ISO media file of another brand (MP4)', head: bytes(0, 0, 0, 24, ...text('ftypisom')), kind: undefined },
  ])('$what → $kind', ({ head, kind }) => expect(sniffFileKind(head)).toBe(kind));
});

describe('imageSize: an image size from its header, never by decoding it', () => {
  it.each([
    { what: 'a PNG (IHDR)', head: pngBytes(4032, 3024), size: { width: 4032, height: 3024 } },
    { what: 'the real 2 × 2 PNG', head: TINY_PNG, size: { width: 2, height: 2 } },
    { what: 'a JPEG (SOF0)', head: jpegBytes(3000, 4000), size: { width: 3000, height: 4000 } },
    { what: 'a JPEG whose frame header follows a long EXIF block', head: jpegBytes(8000, 6000, { exifBytes: 100_000 }), size: { width: 8000, height: 6000 } },
    { what: 'a GIF (logical screen)', head: gifBytes(640, 480), size: { width: 640, height: 480 } },
    { what: 'a BMP (BITMAPINFOHEADER)', head: bmpBytes(1200, 1600), size: { width: 1200, height: 1600 } },
  ])('$what → $size.width × $size.height', ({ head, size }) => expect(imageSize(head, sniffFileKind(head))).toEqual(size));

  it('reads a top-down BMP (negative height) as its height', () => {
    const head = bmpBytes(100, 200);
    head.set([0x38, 0xff, 0xff, 0xff], 22); // -200
    expect(imageSize(head, 'bmp')).toEqual({ width: 100, height: 200 });
  });

  it('reads an old OS/2 BMP (12-byte core header)', () => {
    const head = bytes(...text('BM'), 0, 0, 0, 0, 0, 0, 0, 0, 26, 0, 0, 0, 12, 0, 0, 0, 0x20, 0x03, 0x58, 0x02, 1, 0, 24, 0);
    expect(imageSize(head, 'bmp')).toEqual({ width: 800, height: 600 });
  });

  it.each([
    { what: 'a JPEG cut before its frame header', head: jpegBytes(10, 10, { exifBytes: 100_000 }).slice(0, 64 * 1024) },
    { what: 'a PNG cut inside its IHDR', head: pngBytes(10, 10).slice(0, 20) },
    { what: 'a GIF cut before its size', head: gifBytes().slice(0, 8) },
  ])('asks for more bytes for $what', ({ head }) => expect(imageSize(head, sniffFileKind(head))).toBe('needs-more'));

  it.each([
    { what: 'a PNG whose first chunk is not IHDR', head: (() => { const head = pngBytes(); head.set(text('IDAT'), 12); return head; })() },
    { what: 'a PNG of zero width', head: pngBytes(0, 10) },
    { what: 'a JPEG whose image data starts before any frame header', head: bytes(0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6) },
    { what: 'a JPEG with garbage between segments', head: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34) },
    { what: 'a PDF (not an image)', head: pdfBytes() },
  ])('finds no size in $what', ({ head }) => expect(imageSize(head, sniffFileKind(head))).toBeUndefined());
});

describe('the pixel limit (40 megapixels)', () => {
  it.each([
    { width: 8000, height: 5000, over: false }, // exactly 40 MP
    { width: 8001, height: 5000, over: true },
    { width: 4032, height: 3024, over: false }, // a 12 MP phone photo
    { width: 8160, height: 6120, over: true }, // a 50 MP phone photo
    { width: 30_000, height: 30_000, over: true }, // a decompression bomb
  ])('$width × $height over: $over', ({ width, height, over }) => {
    expect(isOverPixelLimit({ width, height })).toBe(over);
  });
});

describe('readFileContent: a chosen file read from its first bytes', () => {
  it.each([
    { what: 'a PNG', file: new File([pngBytes(100, 50)], 'receipt.png'), content: { kind: 'png', imageSize: { width: 100, height: 50 } } },
    { what: 'an HTML page named .pdf', file: new File([htmlBytes()], 'receipt.pdf', { type: 'application/pdf' }), content: { kind: undefined, imageSize: undefined } },
    { what: 'a PDF declared as a PNG', file: new File([pdfBytes()], 'receipt.png', { type: 'image/png' }), content: { kind: 'pdf', imageSize: undefined } },
    { what: 'a JPEG with 200 KB of EXIF before its frame header (read whole)', file: new File([jpegBytes(9000, 9000, { exifBytes: 200_000 })], 'IMG.jpg'), content: { kind: 'jpeg', imageSize: { width: 9000, height: 9000 } } },
    { what: 'an empty file', file: new File([], 'empty.pdf'), content: { kind: undefined, imageSize: undefined } },
  ])('$what', async ({ file, content }) => expect(await readFileContent(file)).toEqual(content));

  it('reads the same file once', async () => {
    const file = new File([pngBytes()], 'a.png');
    expect(readFileContent(file)).toBe(readFileContent(file));
  });
});

describe('isShowableImage: only images within the pixel limit are ever put in an <img>', () => {
  it.each([
    { what: 'a PNG', head: pngBytes(100, 100), showable: true },
    { what: 'a BMP', head: bmpBytes(100, 100), showable: true },
    { what: 'a 100-megapixel JPEG', head: jpegBytes(10_000, 10_000), showable: false },
    { what: 'a PDF', head: pdfBytes(), showable: false },
    { what: 'an HTML page', head: htmlBytes(), showable: false },
    { what: 'a PNG whose header cannot be read', head: pngBytes(0, 0), showable: false },
  ])('$what: $showable', ({ head, showable }) => expect(isShowableImage(contentOf(head))).toBe(showable));
});

describe('a file that can no longer be read', () => {
  it('is judged as unknown rather than breaking the form, and is read again next time', async () => {
    const file = new File([pngBytes()], 'gone.png');
    let reads = 0;
    file.slice = () => {
      reads += 1;
      return { arrayBuffer: () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError')) } as unknown as Blob;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await readFileContent(file)).toEqual({ kind: undefined });
    expect(await readFileContent(file)).toEqual({ kind: undefined });
    expect(reads).toBe(2);
    expect(warn).toHaveBeenCalled();
  });
});
