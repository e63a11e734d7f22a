import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import { StatusBadge } from '@/components/states/StatusBadge';
import { howPaidText } from '@/domain/account/howPaid';
import { INVOICE_STATUS_TONES, type Invoice } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
// Money lines up by its digits, as in every list (the list kit's numeric columns).
import '@/components/lists/serverTable.css';
import { TableScrollBox } from '@/components/lists/TableScrollBox';

export interface InvoicesTableProps {
  invoices: Invoice[];
  onDownload: (invoice: Invoice) => void;
  /** The invoice being downloaded, if any. */
  downloading?: string;
}

/** VAT invoices: number, date, what for, net, VAT, gross, status (when and how a paid one was paid), and the PDF. */
export function InvoicesTable({ invoices, onDownload, downloading }: InvoicesTableProps) {
  return (
    <TableScrollBox label="Your invoices, newest first">
      <table className="table align-top mb-2">
        <caption className="visually-hidden">Your invoices, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Net
            </th>
            <th scope="col" className="text-end">
              VAT
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.number}>
              <th scope="row" className="text-nowrap">
                {invoice.number}
              </th>
              <td className="text-nowrap">{formatDate(invoice.issueDate)}</td>
              <td>
                {invoice.description}
                {/* Under what it was for, as the history puts the invoice under a payment: the status column stays narrow. */}
                {invoice.status === 'Paid' && invoice.paidBy && (
                  <div className="small text-body-secondary">{howPaidText(invoice.paidOn, invoice.paidBy)}</div>
                )}
              </td>
              <td className="text-end larder-numeric">{formatMoney(invoice.net)}</td>
              <td className="text-end larder-numeric">{formatMoney(invoice.vat)}</td>
              <td className="text-end larder-numeric">{formatMoney(invoice.gross)}</td>
              <td>
                <StatusBadge tone={INVOICE_STATUS_TONES[invoice.status] ?? 'ended'}>{invoice.status}</StatusBadge>
              </td>
              <td className="text-nowrap">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  disabled={downloading === invoice.number}
                  onClick={() => onDownload(invoice)}
                  // Several on one page: the name says which (the visible words lead it, WCAG 2.5.3).
                  aria-label={`Download PDF of invoice ${invoice.number}`}
                >
                  {downloading === invoice.number && <ButtonSpinner />}
                  Download PDF
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
