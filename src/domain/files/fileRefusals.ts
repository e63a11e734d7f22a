import type { RefusalMessages } from '../refusal';

/**
 * Why the API refused an uploaded file, by code (the same codes on every upload: api/openapi.yaml's
 * operations that take a file): `what` names the file ("receipt"), `types` what it may be.
 */
export function fileRefusals(what: string, types: string, maxMb = 10): RefusalMessages {
  return {
    'file-required': `Choose the ${what} to upload.`,
    'file-empty': `The ${what} is empty. Choose the file again.`,
    'file-too-large': `The ${what} is larger than ${maxMb} MB. Choose a smaller file.`,
    'file-type-not-accepted': `The ${what} must be ${types}.`,
    'image-too-large': `The ${what} is an image of more than 40 megapixels. Save or scan it at a lower resolution.`,
  };
}
