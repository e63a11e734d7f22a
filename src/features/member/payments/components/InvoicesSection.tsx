import { Pagination } from '@/components/lists/Pagination';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import type { Invoice } from '@/domain/account/payments';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { useApiClient } from '@/api/ApiClientContext';
import { downloadInvoicePdf, invoiceFileName } from '../api/download-invoice-pdf';
import { INVOICES_LIST } from '../paymentsLists';
import { InvoicesTable } from './InvoicesTable';

/** The member's VAT invoices, a page at a time (the page kept in the address), each downloadable as a PDF through the loader. */
export function InvoicesSection({ membershipNumber, invoices }: { membershipNumber: string; invoices: Invoice[] }) {
  const list = useListState(INVOICES_LIST);
  const api = useApiClient();
  if (invoices.length === 0)
    return <EmptyState icon="file" title="No invoices yet" message="Your VAT invoices will be listed here once you have paid." />;

  const current = pageOfItems(invoices, list.query.page, list.query.pageSize);
  return (
    <>
      <InvoicesTable
        invoices={current.items}
        download={(invoice) => downloadInvoicePdf(api, membershipNumber, invoice.number)}
        fileName={(invoice) => invoiceFileName(invoice.number)}
      />
      <Pagination
        result={{ items: current.items, page: current.page, pageSize: list.query.pageSize, total: invoices.length }}
        onPage={list.setPage}
        label="Invoice pages"
      />
    </>
  );
}
