import { refusalMessage } from '@/api/refusalMessage';
import { fileRefusals } from '@/domain/files/fileRefusals';
import type { RefusalMessages } from '@/domain/refusal';

// By the refusal's code (api/areas/gas-safety.yaml), never its status.

const GAS_RECORD_REFUSALS: RefusalMessages = {
  ...fileRefusals('certificate', 'a PDF, JPEG or PNG file'),
  'invalid-request': 'The record was refused: please check the details and that the file is a PDF, JPEG or PNG of 10 MB or less, then try again.',
  'date-in-future': 'The inspection date cannot be in the future.',
  'defects-required': 'Enter the defects found and the actions taken: they are needed unless the result is Pass.',
  'unit-closed': 'This unit is closed, so records can no longer be added for it. Please reload the page.',
  'gas-details-required': "Record the unit's gas supply and appliances first, then add the inspection.",
  'not-found': 'This unit is no longer on your records. Please reload the page.',
};

export function gasRecordErrorMessage(error: unknown): string {
  return refusalMessage(error, GAS_RECORD_REFUSALS, 'The gas safety record could not be saved. Please try again; everything you entered is kept.');
}

const GAS_DETAILS_REFUSALS: RefusalMessages = {
  'invalid-request': 'The gas details were refused: please check every appliance has a name and a location, then try again.',
  'appliances-without-gas': 'A unit without gas has no gas appliances: remove them, or choose its gas supply.',
  'appliance-required': 'A unit with gas needs at least one appliance.',
  'unknown-appliance': 'An appliance is no longer on this unit. Please reload the page.',
  'unit-closed': 'This unit is closed, so its gas details can no longer be changed.',
  'not-found': 'This unit is no longer on your records. Please reload the page.',
};

export function gasDetailsErrorMessage(error: unknown): string {
  return refusalMessage(error, GAS_DETAILS_REFUSALS, 'The gas details could not be saved. Please try again; everything you entered is kept.');
}
