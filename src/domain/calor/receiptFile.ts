import { formatFileSize } from '../format/fileSize';
import type { UploadRules } from '../files/uploadRules';
import { CLAIM_MESSAGES } from './claimMessages';
import { HEIC_RECEIPT_MESSAGE, isHeicPhoto } from './receiptPhoto';

/** Spec §5/§9: the receipt types a claim accepts, by MIME type and by file-name extension (the picker's filter). */
const RECEIPT_MIME_TYPES = ['image/bmp', 'image/x-ms-bmp', 'image/gif', 'image/jpeg', 'image/png', 'application/pdf'];
const RECEIPT_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png', 'pdf'];

/** For the file input's `accept`: lets the browser's picker offer only receipts. What arrives is judged by its bytes. */
export const RECEIPT_ACCEPT = [...RECEIPT_EXTENSIONS.map((extension) => `.${extension}`), ...RECEIPT_MIME_TYPES].join(',');

/**
 * Not given by the spec: the largest receipt the API takes. A phone photo is 2-5 MB, so 10 MB leaves room
 * while keeping uploads quick on a poor connection.
 */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

export const RECEIPT_TOO_LARGE_MESSAGE = `Receipt image must be no larger than ${formatFileSize(MAX_RECEIPT_BYTES)}.`;
export const RECEIPT_EMPTY_MESSAGE = 'The receipt file is empty: choose it again.';
export const RECEIPT_TOO_MANY_PIXELS_MESSAGE =
  'The receipt photo is over 40 megapixels: take it again at a lower resolution, or scan the receipt.';

/** Spec §5/§9 receipts, judged by their bytes: a PDF or a BMP, GIF, JPEG or PNG image. */
export const RECEIPT_RULES: UploadRules = {
  accepted: ['pdf', 'jpeg', 'png', 'gif', 'bmp'],
  maxBytes: MAX_RECEIPT_BYTES,
  messages: {
    required: CLAIM_MESSAGES.receiptRequired,
    empty: RECEIPT_EMPTY_MESSAGE,
    tooLarge: RECEIPT_TOO_LARGE_MESSAGE,
    type: CLAIM_MESSAGES.receiptType,
    tooManyPixels: RECEIPT_TOO_MANY_PIXELS_MESSAGE,
  },
  // An iPhone photo: by its bytes, or by its name when its bytes are unreadable.
  typeMessage: (content, file) => (content.kind === 'heic' || isHeicPhoto(file) ? HEIC_RECEIPT_MESSAGE : undefined),
};
