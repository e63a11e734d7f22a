import { useState } from 'react';
import { saveFile } from '@/components/files/saveFile';
import { PageLinks } from '@/components/lists/PageLinks';
import { EmptyState } from '@/components/states/EmptyState';
import type { Invoice } from '@/domain/account/payments';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { invoiceFileName, useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { InvoicesTable } from './InvoicesTable';

export const INVOICES_PAGE_SIZE = 10;

/** The member's VAT invoices, ten to a page, each downloadable as a PDF through the loader. */
export function InvoicesSection({ membershipNumber, invoices }: { membershipNumber: string; invoices: Invoice[] }) {
  const [page, setPage] = useState(1);
  const download = useDownloadInvoicePdf(membershipNumber);
  if (invoices.length === 0)
    return <EmptyState icon="file" title="No invoices yet" message="Your VAT invoices will be listed here once you have paid." />;

  const current = pageOfItems(invoices, page, INVOICES_PAGE_SIZE);
  return (
    <>
      {download.isError && (
        <div className="alert alert-danger d-flex align-items-start gap-2" role="alert">
          <span className="me-auto">
            We couldn&apos;t download invoice {download.variables}. Please try again in a moment.
          </span>
          <button type="button" className="btn-close" aria-label="Dismiss error" onClick={() => download.reset()} />
        </div>
      )}
      <InvoicesTable
        invoices={current.items}
        downloading={download.isPending ? download.variables : undefined}
        onDownload={(invoice) =>
          download.mutate(invoice.number, { onSuccess: (file) => saveFile(file, invoiceFileName(invoice.number)) })
        }
      />
      <PageLinks page={current.page} pageCount={current.pageCount} onPage={setPage} label="Invoice pages" />
    </>
  );
}
