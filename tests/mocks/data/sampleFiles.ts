// TEST DOUBLE, never shipped: files for the upload tests, made of the bytes real ones begin with (the
// portal and the simulator judge a file by its first bytes, never by its name or declared type).

type Bytes = Uint8Array<ArrayBuffer>;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** The bytes, padded with zeros to `size` when given (a large photo is mostly image data). */
function padded(bytes: readonly number[], size?: number): Bytes {
  const out = new Uint8Array(Math.max(size ?? 0, bytes.length));
  out.set(bytes);
  return out;
}

/** A real 2 × 2 PNG that browsers decode (previews, e2e uploads). */
export const TINY_PNG: Bytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDqFD8jQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

export const pdfBytes = (size?: number): Bytes => padded(ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), size);

/** A PNG's signature and IHDR chunk for an image of this size (what its header says; the data is zeros). */
export const pngBytes = (width = 2, height = 2, size?: number): Bytes =>
  padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 2, 0, 0, 0, 0, 0, 0, 0], size);

/** A JPEG: SOI, a JFIF APP0, `exifBytes` of APP1 padding (phones write long EXIF blocks), then the frame header. */
export function jpegBytes(width = 2, height = 2, { size, exifBytes = 0 }: { size?: number; exifBytes?: number } = {}): Bytes {
  const app0 = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  // An APP1 segment is at most 65,535 bytes long: longer EXIF data takes several.
  const app1: number[] = [];
  for (let left = exifBytes; left > 0; left -= 65_000) {
    const length = Math.min(left, 65_000);
    app1.push(0xff, 0xe1, ...u16be(length + 2), ...new Array<number>(length).fill(0x45));
  }
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return padded([0xff, 0xd8, ...app0, ...app1, ...sof0, 0xff, 0xd9], size);
}

export const gifBytes = (width = 2, height = 2, version: '87a' | '89a' = '89a'): Bytes => padded([...ascii(`GIF${version}`), ...u16le(width), ...u16le(height), 0, 0, 0]);

export const bmpBytes = (width = 2, height = 2, size?: number): Bytes =>
  padded([...ascii('BM'), ...u32le(54), 0, 0, 0, 0, ...u32le(54), ...u32le(40), ...u32le(width), ...u32le(height), ...u16le(1), ...u16le(24)], size);

/** A .docx is a ZIP package. */
export const docxBytes = (): Bytes => padded([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, ...ascii('[Content_Types].xml')]);
/** A legacy .doc is an OLE2 compound file. */
export const docBytes = (): Bytes => padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
/** An iPhone photo (HEIC): an ISO media file of brand heic. */
export const heicBytes = (): Bytes => padded([...u32be(24), ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')]);
/** Not a receipt whatever its name says: a web page. */
export const htmlBytes = (): Bytes => padded(ascii('<!doctype html><html><body><script>alert(document.domain)</script></body></html>'));

/** A File of these bytes, named and typed as the browser would report it. */
export const sampleFile = (bytes: Bytes, name: string, type = '') => new File([bytes], name, { type });

/**
 * A real PDF that readers render: one page per text, and, when `script` is given, a JavaScript action run on
 * opening (what a hostile receipt carries: a PDF viewer with scripting on would run it).
 */
export function renderablePdf(pageTexts: readonly string[], { script }: { script?: string } = {}): Bytes {
  const pageCount = pageTexts.length;
  const objects: string[] = [];
  const catalog = `<< /Type /Catalog /Pages 2 0 R${script ? ' /OpenAction 3 0 R' : ''} >>`;
  objects.push(catalog, `<< /Type /Pages /Kids [${pageTexts.map((_, index) => `${5 + index * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`);
  objects.push(script ? `<< /Type /Action /S /JavaScript /JS (${script.replace(/[\\()]/g, (character) => `\\${character}`)}) >>` : '<< >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pageTexts.forEach((text, index) => {
    const stream = `BT /F1 24 Tf 40 700 Td (${text.replace(/[\\()]/g, (character) => `\\${character}`)}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
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
