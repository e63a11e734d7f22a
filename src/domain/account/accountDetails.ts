/** A UK postal address as the API holds it; optional lines are null when empty. */
export interface PostalAddress {
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
}

export interface MainContact {
  name: string;
  email: string;
  phone: string;
  mobile: string | null;
}

/**
 * The business's details and contacts beyond call 4's company fields (GET/PUT
 * /members/{n}/account-details). `invoiceAddress` null means invoices go to the mail address.
 */
export interface AccountDetails {
  tradingName: string;
  /** Nine digits, without the GB prefix; null when the business is not VAT registered. */
  vatNumber: string | null;
  mainContact: MainContact;
  mailAddress: PostalAddress;
  invoiceAddress: PostalAddress | null;
}
