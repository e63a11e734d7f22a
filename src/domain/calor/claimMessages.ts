/**
 * The claim form's messages. The first group is spec §5, word for word; the rest cover rules the spec
 * states without wording (§5 quantity and price, §2/§9 claim period and 3-month window, receipt size).
 */
export const CLAIM_MESSAGES = {
  retailerRequired: 'Retailer selection required',
  purchaseDateRequired: 'Purchase date required',
  purchaseDetailsRequired: 'Purchase details required',
  receiptRequired: 'A single receipt image is required',
  receiptType: 'Receipt image file type must be one of .bmp, .gif, .pdf, .jpeg or .png.',
  declarationsRequired: 'You must confirm both of the above to submit your claim.',
  retailerNameRequired: 'Retailer name is required',
  receiptNumberCharacters: 'Receipt number must only include letters, numbers, spaces, dashes, full stops, slashes and #',
  retailerAddressRequired: 'Retailer address is required',
  retailerPostCodeRequired: 'Retailer post code is required',

  purchaseDateInFuture: 'Purchase date cannot be in the future',
  quantity: 'Quantity must be a whole number from 0 to 99',
  priceNotANumber: 'Price must be a number',
  priceRequired: 'Enter a price above £0 for the cylinders you bought',
  retailerPostCode: 'Enter a real postcode for the retailer, like HG5 8AA',
} as const;

// VAT_NUMBER_MESSAGE ('VAT number must be 9 digits when supplied') lives with its rule in
// src/domain/validation/vatNumber.ts.
