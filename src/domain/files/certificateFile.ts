import { formatFileSize } from '../format/fileSize';

/** A file the API keeps for a record (a training certificate, a gas safety record): what it says about it. */
export interface StoredFile {
  name: string;
  /** The MIME type it was uploaded with, e.g. 'application/pdf'. */
  contentType: string;
  /** Bytes. */
  size: number;
}

/** A certificate is a PDF or a photo or scan of the paper: these types, by MIME type and by extension. */
const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/** For a file input's `accept`: the picker offers only certificates. */
export const CERTIFICATE_ACCEPT = [...CERTIFICATE_EXTENSIONS.map((extension) => `.${extension}`), ...CERTIFICATE_MIME_TYPES].join(',');

/**
 * The largest certificate the API keeps. A phone photo is 2-5 MB and a scanned PDF rarely more, so 10 MB
 * leaves room while keeping uploads quick on a poor connection (the same limit as claim receipts).
 */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

/** What the file picker's hint says: the types and the size limit. */
export const CERTIFICATE_FILE_HINT = `A PDF, or a photo or scan as a JPEG or PNG, up to ${formatFileSize(MAX_CERTIFICATE_BYTES)}.`;

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The browser's MIME type decides; when it gives none (some systems do), the extension does. */
export function isAcceptedCertificateType(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return CERTIFICATE_MIME_TYPES.includes(file.type.toLowerCase());
  return CERTIFICATE_EXTENSIONS.includes(extensionOf(file.name));
}

export interface CertificateFileMessages {
  required: string;
  type: string;
  tooLarge: string;
  empty: string;
}

/** The messages for a certificate file, naming what it is ('certificate', 'gas safety record'). */
export function certificateFileMessages(what: string): CertificateFileMessages {
  return {
    required: `Choose the ${what} file`,
    type: `The ${what} must be a PDF, JPEG or PNG file`,
    tooLarge: `The ${what} must be no larger than ${formatFileSize(MAX_CERTIFICATE_BYTES)}`,
    empty: `The ${what} file is empty: choose it again`,
  };
}

/** Why this file cannot be kept as a certificate, or undefined when it can. */
export function certificateFileProblem(file: FileFacts | null | undefined, messages: CertificateFileMessages): string | undefined {
  if (!file) return messages.required;
  if (!isAcceptedCertificateType(file)) return messages.type;
  if (file.size > MAX_CERTIFICATE_BYTES) return messages.tooLarge;
  if (file.size === 0) return messages.empty;
  return undefined;
}
