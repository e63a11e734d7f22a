import { object, string, type ObjectSchema } from 'yup';
import { postcodeSchema } from '../validation/postcode';
import { CLAIM_MESSAGES } from './claimMessages';
import type { NewRetailer } from './retailer';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/**
 * Spec §5: a retailer entered by hand needs a name, an address and a post code (the exact messages). The
 * post code is normalised and held to the §5 shape like every postcode, with its own message.
 */
export const manualRetailerSchema: ObjectSchema<NewRetailer> = object({
  name: limitedText(string().trim().required(CLAIM_MESSAGES.retailerNameRequired), 'Retailer name', REQUEST_LIMITS.NewRetailer.name),
  address: limitedText(string().trim().required(CLAIM_MESSAGES.retailerAddressRequired), 'Retailer address', REQUEST_LIMITS.NewRetailer.address),
  postCode: postcodeSchema(CLAIM_MESSAGES.retailerPostCode, CLAIM_MESSAGES.retailerPostCodeRequired),
});

export function emptyNewRetailer(): NewRetailer {
  return { name: '', address: '', postCode: '' };
}
