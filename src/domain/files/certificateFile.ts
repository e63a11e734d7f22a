import { formatFileSize } from '../format/fileSize';
import type { UploadMessages, UploadRules } from './uploadRules';

/** A file the API keeps for a record (a training certificate, a gas safety record): what it says about it. */
export interface StoredFile {
  name: string;
  /** The MIME type it was uploaded with, e.g. 'application/pdf'. */
  contentType: string;
  /** Bytes. */
  size: number;
}

/** A certificate is a PDF or a photo or scan of the paper: these types, by MIME type and by extension (the picker's filter). */
const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/** For a file input's `accept`: the picker offers only certificates. What arrives is judged by its bytes. */
export const CERTIFICATE_ACCEPT = [...CERTIFICATE_EXTENSIONS.map((extension) => `.${extension}`), ...CERTIFICATE_MIME_TYPES].join(',');

/**
 * The largest certificate the API keeps. A phone photo is 2-5 MB and a scanned PDF rarely more, so 10 MB
 * leaves room while keeping uploads quick on a poor connection (the same limit as claim receipts).
 */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

/** What the file picker's hint says: the types and the size limit. */
export const CERTIFICATE_FILE_HINT = `A PDF, or a photo or scan as a JPEG or PNG, up to ${formatFileSize(MAX_CERTIFICATE_BYTES)}.`;

export type CertificateFileMessages = UploadMessages;

/** The messages for a certificate file, naming what it is ('certificate', 'gas safety record'). */
export function certificateFileMessages(what: string): CertificateFileMessages {
  return {
    required: `Select the ${what} file`,
    type: `The ${what} must be a PDF, JPEG or PNG file`,
    tooLarge: `The ${what} must be no larger than ${formatFileSize(MAX_CERTIFICATE_BYTES)}`,
    empty: `The ${what} file is empty: choose it again`,
    tooManyPixels: `The ${what} image is over 40 megapixels: save or scan it at a lower resolution`,
  };
}

/** A certificate by its bytes: a PDF, JPEG or PNG of up to 10 MB. */
export const certificateFileRules = (messages: CertificateFileMessages): UploadRules => ({
  accepted: ['pdf', 'jpeg', 'png'],
  maxBytes: MAX_CERTIFICATE_BYTES,
  messages,
});
