import { formatFileSize } from '../format/fileSize';

/** Uploads of existing documents: PDF, Word or an image (a photo or scan of a paper copy). */
const UPLOAD_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const EXTENSIONS = Object.values(UPLOAD_TYPES).flat();

/** For the file input's `accept`. */
export const DOCUMENT_UPLOAD_ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...Object.keys(UPLOAD_TYPES)].join(',');

/** The largest upload the API takes. */
export const MAX_DOCUMENT_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  required: 'Choose the file to upload',
  type: 'The file must be a PDF, a Word document (.doc or .docx) or an image (.jpg or .png)',
  tooLarge: `The file must be no larger than ${formatFileSize(MAX_DOCUMENT_UPLOAD_BYTES)}`,
  empty: 'The file is empty: choose another',
} as const;

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The browser's MIME type decides when it names one we know; otherwise (none, or a generic one) the extension does. */
export function isAcceptedUploadType(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return type in UPLOAD_TYPES;
  return EXTENSIONS.includes(extensionOf(file.name));
}

/** Why this file cannot be uploaded, or undefined when it can. */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): string | undefined {
  if (!file) return UPLOAD_MESSAGES.required;
  if (!isAcceptedUploadType(file)) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_DOCUMENT_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return undefined;
}
