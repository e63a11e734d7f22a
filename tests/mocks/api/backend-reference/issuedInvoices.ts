// TEST DOUBLE, never shipped: an issued VAT invoice never changes (HMRC keeps the document as issued; a
// correction is a credit note). The API keeps what it issued, the parties' names, addresses and VAT numbers
// with the lines, and renders the invoice from that record alone: a trading name or an address changed
// later applies to later invoices only.
import type { PostalAddress } from '../../../../src/domain/account/accountDetails';
import type { ApiSchemas } from '../handlers/options';

/** A party as an invoice names it: fixed when the invoice is issued. */
export interface InvoiceParty {
  name: string;
  address: string[];
  vatNumber: string | null;
}

/** The association as the supplier on its VAT invoices (fictional). */
export const SUPPLIER: InvoiceParty = {
  name: "Larder Caterers' Association Ltd",
  address: ['Unit 3, Riverside Works', '40 Canal Street', 'Leeds', 'LS1 4AB'],
  vatNumber: 'GB 204 6819 71',
};

export const addressLines = (address: PostalAddress) =>
  [address.line1, address.line2, address.town, address.county, address.postcode].filter((line): line is string => Boolean(line));

/** The member as an invoice issued now names them: trading name, invoice address (else the mail address), VAT number. */
export function customerOnInvoice(details: ApiSchemas['AccountDetails']): InvoiceParty {
  return {
    name: details.tradingName,
    address: addressLines(details.invoiceAddress ?? details.mailAddress),
    vatNumber: details.vatNumber ? `GB ${details.vatNumber.slice(0, 3)} ${details.vatNumber.slice(3, 7)} ${details.vatNumber.slice(7)}` : null,
  };
}
