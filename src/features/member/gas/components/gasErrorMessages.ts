import { statusOf } from '@/api/httpError';
import { isVersionMismatch, VERSION_MISMATCH_MESSAGE } from '@/api/versions';

export function gasRecordErrorMessage(error: unknown): string {
  switch (statusOf(error)) {
    case 400:
      return 'The record was refused: please check the details and that the file is a PDF, JPEG or PNG of 10 MB or less, then try again.';
    case 404:
      return 'This unit is no longer on your records. Please reload the page.';
    case 409:
      return 'Records can no longer be added for this unit: it is closed, or its gas supply has changed. Please reload the page.';
    default:
      return 'The gas safety record could not be saved. Please try again; everything you entered is kept.';
  }
}

export function gasDetailsErrorMessage(error: unknown): string {
  if (isVersionMismatch(error)) return VERSION_MISMATCH_MESSAGE;
  switch (statusOf(error)) {
    case 400:
      return 'The gas details were refused: please check every appliance has a name and a location, then try again.';
    case 404:
      return 'This unit is no longer on your records. Please reload the page.';
    case 409:
      return 'This unit is closed, so its gas details can no longer be changed.';
    default:
      return 'The gas details could not be saved. Please try again; everything you entered is kept.';
  }
}
