import { object, string, type ObjectSchema } from 'yup';
import { postcodeSchema } from '../validation/postcode';
import { CLAIM_MESSAGES } from './claimMessages';
import type { NewRetailer } from './retailer';

/**
 * Spec §5: a retailer entered by hand needs a name, an address and a post code (the exact messages). The
 * post code is normalised and held to the §5 shape like every postcode, with its own message.
 */
export const manualRetailerSchema: ObjectSchema<NewRetailer> = object({
  name: string().trim().required(CLAIM_MESSAGES.retailerNameRequired),
  address: string().trim().required(CLAIM_MESSAGES.retailerAddressRequired),
  postCode: postcodeSchema(CLAIM_MESSAGES.retailerPostCode, CLAIM_MESSAGES.retailerPostCodeRequired),
});

export function emptyNewRetailer(): NewRetailer {
  return { name: '', address: '', postCode: '' };
}
