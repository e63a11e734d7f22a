import { formatFileSize } from '../format/fileSize';
import { CLAIM_MESSAGES } from './claimMessages';
import { HEIC_RECEIPT_MESSAGE, isHeicPhoto } from './receiptPhoto';

/** Spec §5/§9: the receipt types a claim accepts, by MIME type and by file-name extension. */
const RECEIPT_MIME_TYPES = ['image/bmp', 'image/x-ms-bmp', 'image/gif', 'image/jpeg', 'image/png', 'application/pdf'];
const RECEIPT_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png', 'pdf'];

/** For the file input's `accept`: lets the browser's picker offer only receipts. */
export const RECEIPT_ACCEPT = [...RECEIPT_EXTENSIONS.map((extension) => `.${extension}`), ...RECEIPT_MIME_TYPES].join(',');

/**
 * Not given by the spec: the largest receipt the API takes. A phone photo is 2-5 MB, so 10 MB leaves room
 * while keeping uploads quick on a poor connection.
 */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

export const RECEIPT_TOO_LARGE_MESSAGE = `Receipt image must be no larger than ${formatFileSize(MAX_RECEIPT_BYTES)}.`;

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The browser's MIME type decides; when it has none (some systems), the extension does. */
export function isAcceptedReceiptType(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return RECEIPT_MIME_TYPES.includes(file.type.toLowerCase());
  return file.name.includes('.') && RECEIPT_EXTENSIONS.includes(extensionOf(file.name));
}

export function isPdfReceipt(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? file.type.toLowerCase() === 'application/pdf' : extensionOf(file.name) === 'pdf';
}

/** Why this file cannot be the claim's receipt, or undefined when it can (§5 messages). */
export function receiptFileProblem(file: FileFacts | null | undefined): string | undefined {
  if (!file) return CLAIM_MESSAGES.receiptRequired;
  if (!isAcceptedReceiptType(file)) return isHeicPhoto(file) ? HEIC_RECEIPT_MESSAGE : CLAIM_MESSAGES.receiptType;
  if (file.size > MAX_RECEIPT_BYTES) return RECEIPT_TOO_LARGE_MESSAGE;
  return undefined;
}
