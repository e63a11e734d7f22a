/** Spec §3: a gas retailer a member bought cylinders from. */
export interface Retailer {
  id: string;
  name: string;
  address: string;
  postCode: string;
  vatNumber?: string;
}

/** What call 10 takes to create a retailer the search did not find. */
export interface NewRetailer {
  name: string;
  address: string;
  postCode: string;
}

/** Spec §5/§9: the retailer search starts at 3 typed characters. */
export const RETAILER_SEARCH_MIN_LENGTH = 3;

export function isSearchableRetailerQuery(query: string): boolean {
  return query.trim().length >= RETAILER_SEARCH_MIN_LENGTH;
}

/** The retailer's VAT number when it has one ('' otherwise): it fills, and locks, the claim's VAT field. */
export function retailerVatNumber(retailer: Retailer | null | undefined): string {
  return retailer?.vatNumber?.trim() ?? '';
}

/** A retailer from untrusted storage or navigation state, or null when it is not one. */
export function readRetailer(value: unknown): Retailer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, address, postCode, vatNumber } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof name !== 'string') return null;
  return {
    id,
    name,
    address: typeof address === 'string' ? address : '',
    postCode: typeof postCode === 'string' ? postCode : '',
    vatNumber: typeof vatNumber === 'string' && vatNumber ? vatNumber : undefined,
  };
}

/** One line naming the retailer, as a member recognises it: name, address and post code. */
export function describeRetailer(retailer: Retailer): string {
  return [retailer.name, retailer.address, retailer.postCode].filter(Boolean).join(', ');
}
