import { refusalMessage } from '@/api/refusalMessage';
import { fileRefusals } from '@/domain/files/fileRefusals';
import type { RefusalMessages } from '@/domain/refusal';

// By the refusal's code (api/areas/training.yaml), never its status.

const TRAINEE_SAVE_REFUSALS: RefusalMessages = {
  'invalid-request': 'The trainee could not be saved: please check the details and try again.',
  'date-in-future': 'The trainee could not be saved: the start date cannot be in the future.',
  'unit-closed': 'The trainee could not be saved: the unit is closed. Choose another unit.',
  'trainee-archived': 'The trainee could not be saved: they have been archived, so their details can no longer be changed.',
  'not-found': 'That unit or trainee is no longer on your records. Please reload the page and try again.',
};

/** What a member is told when saving a trainee fails; what they typed stays in the form. */
export function traineeSaveErrorMessage(error: unknown): string {
  return refusalMessage(error, TRAINEE_SAVE_REFUSALS, 'The trainee could not be saved. Please try again; if this continues, contact your account manager.');
}

const CERTIFICATE_REFUSALS: RefusalMessages = {
  ...fileRefusals('certificate file', 'a PDF, JPEG or PNG file'),
  'invalid-request': 'The certificate was refused: please check the dates and that the file is a PDF, JPEG or PNG of 10 MB or less, then try again.',
  'unknown-course': 'That course is no longer in the catalogue. Please reload the page and choose the course again.',
  'date-in-future': 'The completion date cannot be in the future.',
  'expiry-before-completion': 'The expiry date cannot be before the date the course was completed.',
  'trainee-archived': 'This trainee has been archived, so certificates can no longer be added for them.',
  'not-found': 'This trainee is no longer on your records. Please reload the page.',
};

/** What a member is told when a certificate upload fails; the form keeps every value and the file. */
export function certificateUploadErrorMessage(error: unknown): string {
  return refusalMessage(error, CERTIFICATE_REFUSALS, 'The certificate could not be uploaded. Please try again; everything you entered is kept.');
}

export function archiveErrorMessage(error: unknown): string {
  return refusalMessage(error, { 'trainee-archived': 'This trainee is archived already. Please reload the page.' }, 'The trainee could not be archived. Please try again.');
}

export function roleRequirementErrorMessage(error: unknown): string {
  return refusalMessage(error, {}, 'The training for this job role could not be saved. Please try again.');
}
