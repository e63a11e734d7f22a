import type { FileContent } from '../files/fileContent';
import { isOverPixelLimit, type FileKind } from '../files/fileSignature';
import { CLAIM_MESSAGES } from './claimMessages';

/**
 * Receipts from a phone: a typical phone photo is 3-8 MB, slow to send on a poor connection and far
 * more than a till receipt needs. Photos above this are scaled down in the browser before upload.
 */
export const SCALE_PHOTOS_ABOVE_BYTES = 2 * 1024 * 1024;
/** Long enough to read the smallest print on a till receipt. */
export const RECEIPT_PHOTO_LONG_EDGE_PX = 2000;
/** High enough that text stays crisp; JPEG of a photo of paper compresses well at this quality. */
export const RECEIPT_PHOTO_QUALITY = 0.85;

const SCALABLE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'bmp'];
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Photos (not PDFs, not GIFs, by their bytes) large enough to be worth scaling down, whose header gives a
 * size within the pixel limit: nothing else is ever decoded in the browser (the form's checks judge it).
 */
export function shouldScaleReceiptPhoto(file: Pick<File, 'size'>, content: FileContent): boolean {
  return (
    content.kind !== undefined &&
    SCALABLE_KINDS.includes(content.kind) &&
    file.size > SCALE_PHOTOS_ABOVE_BYTES &&
    content.imageSize !== undefined &&
    !isOverPixelLimit(content.imageSize)
  );
}

/** The size to draw a photo at: its long edge at most `longEdge`, the same shape, never enlarged. */
export function scaledPhotoSize(width: number, height: number, longEdge = RECEIPT_PHOTO_LONG_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The scaled photo's name: the same name, as a JPEG. */
export const scaledPhotoName = (name: string) => `${extensionOf(name) ? name.slice(0, name.lastIndexOf('.')) : name}.jpg`;

/** HEIC / HEIF by name or declared type: what iPhones save photos as by default; not a receipt type the association takes. */
export function isHeicPhoto(file: Pick<File, 'name' | 'type'>): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || ['heic', 'heif'].includes(extensionOf(file.name));
}

/** The spec §5 type message, then how to send an iPhone photo instead of leaving the member stuck. */
export const HEIC_RECEIPT_MESSAGE =
  `${CLAIM_MESSAGES.receiptType} This photo is in HEIC, the format iPhones use: send it as a JPEG instead. ` +
  'On the iPhone, share the photo by email or AirDrop and choose "Most Compatible", or set Settings › Camera › ' +
  'Formats to "Most Compatible" and take the photo again; or take a screenshot of the photo and send that.';
