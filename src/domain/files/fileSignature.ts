/**
 * What a file is, read from its first bytes (its signature), never from its name or the type the browser
 * or the sender declared: an HTML page named receipt.pdf is not a PDF. Pure functions over the bytes.
 */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'bmp' | 'docx' | 'doc' | 'heic';

export const MIME_TYPE_OF: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  heic: 'image/heic',
};

/** The images the portal and its staff may open in a browser. */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'bmp'];
export const isImageKind = (kind: FileKind | undefined): boolean => kind !== undefined && IMAGE_KINDS.includes(kind);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const SIGNATURES: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: ascii('%PDF-') },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', bytes: ascii('GIF87a') },
  { kind: 'gif', bytes: ascii('GIF89a') },
  { kind: 'bmp', bytes: ascii('BM') },
  // A .docx is a ZIP package; a legacy .doc an OLE2 compound file.
  { kind: 'docx', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** HEIC / HEIF (iPhone photos): an ISO media file, 'ftyp' at byte 4, with one of these brands. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The kind of file these first bytes begin, or undefined when it is none the portal knows. */
export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  const match = SIGNATURES.find(({ bytes }) => startsWith(head, bytes));
  if (match) return match.kind;
  if (startsWith(head, ascii('ftyp'), 4) && HEIF_BRANDS.some((brand) => startsWith(head, ascii(brand), 8))) return 'heic';
  return undefined;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Not given by the spec: the most pixels an image may have. A 40-megapixel image takes 160 MB to decode;
 * phones take 12 to 50 MP photos, and a receipt needs far fewer (they are scaled to 2,000 px).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const isOverPixelLimit = ({ width, height }: ImageSize) => width * height > MAX_IMAGE_PIXELS;

/** `needs-more`: the header runs past the bytes given (a JPEG whose frame header follows a long EXIF block). */
export type ImageSizeReading = ImageSize | 'needs-more' | undefined;

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const i32le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);
const u32le = (bytes: Uint8Array, at: number) => i32le(bytes, at) >>> 0;

const sized = (width: number, height: number): ImageSize | undefined => (width > 0 && height > 0 ? { width, height } : undefined);

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngSize(bytes: Uint8Array): ImageSizeReading {
  if (bytes.length < 24) return 'needs-more';
  if (!startsWith(bytes, ascii('IHDR'), 12)) return undefined;
  return sized(u32be(bytes, 16), u32be(bytes, 20));
}

/** GIF: the logical screen's size follows the signature. */
const gifSize = (bytes: Uint8Array): ImageSizeReading => (bytes.length < 10 ? 'needs-more' : sized(u16le(bytes, 6), u16le(bytes, 8)));

/** BMP: the DIB header after the 14-byte file header; the old 12-byte core header has 16-bit sizes. */
function bmpSize(bytes: Uint8Array): ImageSizeReading {
  if (bytes.length < 26) return 'needs-more';
  const headerSize = u32le(bytes, 14);
  if (headerSize === 12) return sized(u16le(bytes, 18), u16le(bytes, 20));
  if (headerSize < 40) return undefined;
  // A negative height is a top-down bitmap.
  return sized(i32le(bytes, 18), Math.abs(i32le(bytes, 22)));
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers with no length after them. */
const STANDALONE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

/** JPEG: walks the segments from the start until a frame header, without decoding anything. */
function jpegSize(bytes: Uint8Array): ImageSizeReading {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    // Fill bytes (0xFF) may pad between segments.
    while (bytes[at] === 0xff && at < bytes.length) at += 1;
    if (at >= bytes.length) return 'needs-more';
    const marker = bytes[at]!;
    at += 1;
    if (STANDALONE_MARKERS.has(marker)) continue;
    if (marker === 0xd9 || marker === 0xda) return undefined; // the end, or the image data, before any frame
    if (at + 2 > bytes.length) return 'needs-more';
    const length = u16be(bytes, at);
    if (length < 2) return undefined;
    if (SOF_MARKERS.has(marker)) return at + 7 > bytes.length ? 'needs-more' : sized(u16be(bytes, at + 5), u16be(bytes, at + 3));
    at += length;
  }
  return 'needs-more';
}

/** An image's size from its header bytes (never by decoding it); undefined for a malformed header or a non-image. */
export function imageSize(head: Uint8Array, kind: FileKind | undefined): ImageSizeReading {
  switch (kind) {
    case 'png':
      return pngSize(head);
    case 'gif':
      return gifSize(head);
    case 'bmp':
      return bmpSize(head);
    case 'jpeg':
      return jpegSize(head);
    default:
      return undefined;
  }
}
