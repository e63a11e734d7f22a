import { formatFileSize } from '../format/fileSize';
import type { UploadRules } from '../files/uploadRules';

/** Uploads of existing documents: PDF, Word or an image (a photo or scan of a paper copy). The picker's filter. */
const UPLOAD_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const EXTENSIONS = Object.values(UPLOAD_TYPES).flat();

/** For the file input's `accept`. What arrives is judged by its bytes. */
export const DOCUMENT_UPLOAD_ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...Object.keys(UPLOAD_TYPES)].join(',');

/** The largest upload the API takes. */
export const MAX_DOCUMENT_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  required: 'Select the file to upload',
  type: 'The file must be a PDF, a Word document (.doc or .docx) or an image (.jpg or .png)',
  tooLarge: `The file must be no larger than ${formatFileSize(MAX_DOCUMENT_UPLOAD_BYTES)}`,
  empty: 'The file is empty: choose another',
  tooManyPixels: 'The image is over 40 megapixels: save or scan it at a lower resolution',
} as const;

/** A document upload by its bytes: PDF, Word (.docx, or a legacy .doc), JPEG or PNG, up to 10 MB. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  accepted: ['pdf', 'docx', 'doc', 'jpeg', 'png'],
  maxBytes: MAX_DOCUMENT_UPLOAD_BYTES,
  messages: UPLOAD_MESSAGES,
};
