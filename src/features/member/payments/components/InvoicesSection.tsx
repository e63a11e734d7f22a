import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { StatusBadge } from '@/components/states/StatusBadge';
import { howPaidText } from '@/domain/account/howPaid';
import { INVOICE_STATUS_TONES, type Invoice } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { downloadInvoicePdf, invoiceFileName } from '../api/download-invoice-pdf';
import { useInvoices } from '../api/get-invoices';
import { INVOICES_LIST } from '../paymentsLists';

/** VAT invoices: number, date, what for, net, VAT, gross, status (when and how a paid one was paid), and the PDF. */
function invoiceColumns(download: (invoice: Invoice) => Promise<Blob>): Column<Invoice, 'issueDate'>[] {
  return [
    // The row's name stands out, as the invoice number a member quotes to us.
    { header: 'Invoice', isRowHeader: true, className: 'text-nowrap', cell: (invoice) => <span className="fw-bold">{invoice.number}</span> },
    { header: 'Date', className: 'text-nowrap', cell: (invoice) => formatDate(invoice.issueDate) },
    {
      header: 'Description',
      cell: (invoice) => (
        <>
          {invoice.description}
          {/* Under what it was for, as the history puts the invoice under a payment: the status column stays narrow. */}
          {invoice.status === 'Paid' && invoice.paidBy && <div className="small text-body-secondary">{howPaidText(invoice.paidOn, invoice.paidBy)}</div>}
        </>
      ),
    },
    { header: 'Net', numeric: true, cell: (invoice) => formatMoney(invoice.net) },
    { header: 'VAT', numeric: true, cell: (invoice) => formatMoney(invoice.vat) },
    { header: 'Total', numeric: true, cell: (invoice) => formatMoney(invoice.gross) },
    {
      header: 'Status',
      phone: 'status',
      cell: (invoice) => <StatusBadge tone={INVOICE_STATUS_TONES[invoice.status] ?? 'ended'}>{invoice.status}</StatusBadge>,
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      phone: 'action',
      className: 'text-nowrap',
      // Several on one page: the name says which (the visible words lead it, WCAG 2.5.3); a failure is said beside it.
      cell: (invoice) => (
        <FileDownloadButton download={() => download(invoice)} fileName={invoiceFileName(invoice.number)} label="Download PDF" describes={`of invoice ${invoice.number}`} />
      ),
    },
  ];
}

/** The member's VAT invoices, a page at a time from the API (the page kept in the address), each downloadable as a PDF through the loader. */
export function InvoicesSection({ membershipNumber }: { membershipNumber: string }) {
  const list = useListState(INVOICES_LIST);
  const api = useApiClient();
  const result = useInvoices(membershipNumber, list.query);
  return (
    <ServerTable
      caption="Your invoices, newest first"
      result={result}
      columns={invoiceColumns((invoice) => downloadInvoicePdf(api, membershipNumber, invoice.number))}
      rowKey={(invoice) => invoice.number}
      query={list.query}
      onSort={list.setSort}
      onPage={list.setPage}
      loadingLabel="Loading your invoices…"
      errorTitle="Your invoices could not be loaded"
      empty={<EmptyState icon="file" title="No invoices yet" message="Your VAT invoices will be listed here once you have paid." />}
      alignTop
    />
  );
}
