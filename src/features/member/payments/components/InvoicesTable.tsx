import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { StatusBadge } from '@/components/states/StatusBadge';
import { howPaidText } from '@/domain/account/howPaid';
import { INVOICE_STATUS_TONES, type Invoice } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';

export interface InvoicesTableProps {
  invoices: Invoice[];
  /** Fetches an invoice's PDF. */
  download: (invoice: Invoice) => Promise<Blob>;
  fileName: (invoice: Invoice) => string;
}

const COLUMNS: DataTableColumn[] = [
  { key: 'invoice', header: 'Invoice', className: 'text-nowrap' },
  { key: 'date', header: 'Date', className: 'text-nowrap' },
  { key: 'description', header: 'Description' },
  { key: 'net', header: 'Net', numeric: true },
  { key: 'vat', header: 'VAT', numeric: true },
  { key: 'total', header: 'Total', numeric: true },
  { key: 'status', header: 'Status', phone: 'status' },
  { key: 'actions', header: <span className="visually-hidden">Actions</span>, label: 'Actions', phone: 'action', className: 'text-nowrap' },
];

/** VAT invoices: number, date, what for, net, VAT, gross, status (when and how a paid one was paid), and the PDF. */
export function InvoicesTable({ invoices, download, fileName }: InvoicesTableProps) {
  return (
    <DataTable caption="Your invoices, newest first" columns={COLUMNS} className="align-top mb-2">
      {invoices.map((invoice) => (
        <tr key={invoice.number}>
          <Cell column="invoice" rowHeader>
            {invoice.number}
          </Cell>
          <Cell column="date">{formatDate(invoice.issueDate)}</Cell>
          <Cell column="description">
            {invoice.description}
            {/* Under what it was for, as the history puts the invoice under a payment: the status column stays narrow. */}
            {invoice.status === 'Paid' && invoice.paidBy && <div className="small text-body-secondary">{howPaidText(invoice.paidOn, invoice.paidBy)}</div>}
          </Cell>
          <Cell column="net">{formatMoney(invoice.net)}</Cell>
          <Cell column="vat">{formatMoney(invoice.vat)}</Cell>
          <Cell column="total">{formatMoney(invoice.gross)}</Cell>
          <Cell column="status">
            <StatusBadge tone={INVOICE_STATUS_TONES[invoice.status] ?? 'ended'}>{invoice.status}</StatusBadge>
          </Cell>
          <Cell column="actions">
            {/* Several on one page: the name says which (the visible words lead it, WCAG 2.5.3); a failure is said beside it. */}
            <FileDownloadButton download={() => download(invoice)} fileName={fileName(invoice)} label="Download PDF" describes={`of invoice ${invoice.number}`} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
