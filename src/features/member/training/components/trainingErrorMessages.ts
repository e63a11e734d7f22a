import { statusOf } from '@/api/httpError';
import { isVersionMismatch, VERSION_MISMATCH_MESSAGE } from '@/api/versions';

/** What a member is told when saving a trainee fails; what they typed stays in the form. */
export function traineeSaveErrorMessage(error: unknown): string {
  if (isVersionMismatch(error)) return VERSION_MISMATCH_MESSAGE;
  switch (statusOf(error)) {
    case 400:
      return 'The trainee could not be saved: please check the details and try again.';
    case 404:
      return 'That unit or trainee is no longer on your records. Please reload the page and try again.';
    case 409:
      return 'The trainee could not be saved: the unit is closed, or the trainee has been archived.';
    default:
      return 'The trainee could not be saved. Please try again; if this continues, contact your account manager.';
  }
}

/** What a member is told when a certificate upload fails; the form keeps every value and the file. */
export function certificateUploadErrorMessage(error: unknown): string {
  switch (statusOf(error)) {
    case 400:
      return 'The certificate was refused: please check the dates and that the file is a PDF, JPEG or PNG of 10 MB or less, then try again.';
    case 404:
      return 'This trainee is no longer on your records. Please reload the page.';
    case 409:
      return 'This trainee has been archived, so certificates can no longer be added for them.';
    case 413:
      return 'The file is too large to upload. Please choose one of 10 MB or less.';
    default:
      return 'The certificate could not be uploaded. Please try again; everything you entered is kept.';
  }
}

export function archiveErrorMessage(error: unknown): string {
  return statusOf(error) === 409
    ? 'This trainee is archived already. Please reload the page.'
    : 'The trainee could not be archived. Please try again.';
}

export function roleRequirementErrorMessage(error: unknown): string {
  if (isVersionMismatch(error)) return VERSION_MISMATCH_MESSAGE;
  return 'The training for this job role could not be saved. Please try again.';
}
