import { useId, useState } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { toast } from '@/components/toasts/toast';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { ImportedReport } from '@/domain/rewards/periodAdmin';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { inTheirWords, type RefusalMessages } from '@/domain/refusal';
import { describeReportTotals, SUPPLIER_REPORT_COLUMNS } from '@/domain/rewards/supplierReport';
import { refusedReport, useImportPurchaseReport } from '../api/import-purchase-report';
import { usePreviewPurchaseReport, type PurchaseReportPreview } from '../api/preview-purchase-report';
import { ReportProblems } from './ReportProblems';
import { TableFrame } from '@/components/lists/TableFrame';

interface PurchaseReportImportProps {
  schemeType: SupplierReportedSchemeType;
  period: ProgrammePeriod;
  reports: ImportedReport[];
  canImport: boolean;
}

/** Why a report was not checked or imported (api/areas/programme-staff.yaml); the server names when and by whom a file was imported before. */
const REPORT_REFUSALS: RefusalMessages = {
  'file-too-large': 'The report is larger than 5 MB. Split it, or save it without what is not needed, and check it again.',
  'file-type-not-accepted': 'The report must be a CSV file. Save it from the spreadsheet as CSV and check it again.',
  'report-already-imported': inTheirWords,
  'wrong-period-state': inTheirWords,
};

/**
 * The supplier's purchase report for the period (BioPak, Nisbets, Booker): a CSV checked first (every line
 * the API would refuse listed with its line number and why, and what would be applied), then imported as a
 * whole, after a confirmation, or not at all. The same file twice is refused.
 */
export function PurchaseReportImport({ schemeType, period, reports, canImport }: PurchaseReportImportProps) {
  const programme = PROGRAMMES[schemeType];
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const preview = usePreviewPurchaseReport(schemeType, period.id);
  const apply = useImportPurchaseReport(schemeType, period.id);
  // The check of the file chosen now (not of one chosen before).
  const checked = preview.data && file && preview.variables === file ? { ...preview.data, fileName: file.name } : undefined;
  const refused = refusedReport(apply.error);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    apply.reset();
  };

  return (
    <section className="card" aria-labelledby="reports-heading">
      <div className="card-body d-flex flex-column gap-3">
        <h2 id="reports-heading" className="h5 mb-0">
          {programme.supplier}’s purchase reports
        </h2>
        {reports.length === 0 ? (
          <p className="mb-0 text-body-secondary">No report has been imported into {periodLabel(period)} yet.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {reports.map((report) => (
              <li key={report.id}>
                <span className="fw-semibold">{report.fileName}</span>: {report.invoices} {report.invoices === 1 ? 'invoice' : 'invoices'},{' '}
                {formatMoney(report.totalExcludingVat)} excluding VAT; imported {formatDateTime(report.importedOn)} by {report.importedBy}
              </li>
            ))}
          </ul>
        )}
        {canImport ? (
          <>
            <div>
              <label htmlFor={inputId} className="form-label fw-semibold">
                Import a report (CSV)
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="form-control"
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
              <p id={`${inputId}-hint`} className="form-text mb-0">
                Columns: {Object.values(SUPPLIER_REPORT_COLUMNS).join(', ')}, a heading line first; dates as DD/MM/YYYY, invoices dated {formatDate(period.startDate)} to{' '}
                {formatDate(period.endDate)}. It is checked before anything is imported.
              </p>
            </div>
            <div>
              <button type="button" className="btn btn-outline-primary" disabled={!file || preview.isPending} onClick={() => file && preview.mutate(file)}>
                {preview.isPending ? 'Checking the report…' : 'Check the report'}
              </button>
            </div>
            {preview.isError && (
              <div className="alert alert-danger mb-0" role="alert">
                {refusalMessage(preview.error, REPORT_REFUSALS)}
              </div>
            )}
            {checked && <PreviewResult preview={checked} onImport={() => setConfirming(true)} />}
            {refused && (
              <div className="alert alert-danger mb-0" role="alert">
                <p className="fw-semibold">{refused.detail}</p>
                <ReportProblems problems={refused.lines} />
              </div>
            )}
          </>
        ) : (
          <p className="mb-0 text-body-secondary">Reports can be imported while the period is open or closed for claims, before its cashback is calculated.</p>
        )}
      </div>
      <ConfirmModal
        isOpen={isConfirming && checked !== undefined}
        title={`Import ${checked?.fileName ?? 'the report'}`}
        confirmLabel="Import"
        onConfirm={() =>
          file &&
          apply.mutate(file, {
            onSuccess: (report) => {
              toast.success(`Imported ${report.fileName}: ${report.invoices} ${report.invoices === 1 ? 'invoice' : 'invoices'} into ${periodLabel(period)}.`);
              setConfirming(false);
              choose(null);
            },
            onError: (error) => {
              // The lines refused are shown under the preview, where they can be read in full.
              if (refusedReport(error)) setConfirming(false);
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          if (!refused) apply.reset();
        }}
        isWorking={apply.isPending}
        error={refused ? null : apply.error}
        onDismissError={apply.reset}
        errorMessage={(error) => refusalMessage(error, REPORT_REFUSALS)}
      >
        {checked && (
          <p className="mb-0">
            {describeReportTotals(checked.totals)} will be added to {periodLabel(period)} as the members’ purchases. This cannot be undone here.
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}

function PreviewResult({ preview, onImport }: { preview: PurchaseReportPreview; onImport: () => void }) {
  const { problems, rows, duplicateOf } = preview;
  const canApply = problems.length === 0 && duplicateOf === null && rows.length > 0;
  return (
    <div className="border rounded p-3 d-flex flex-column gap-3" aria-labelledby="preview-heading">
      <h3 id="preview-heading" className="h6 mb-0">
        What {preview.fileName} holds
      </h3>
      {duplicateOf && (
        <div className="alert alert-danger mb-0" role="alert">
          This file was imported already, as {duplicateOf.fileName} on {formatDate(duplicateOf.importedOn)} by {duplicateOf.importedBy}. The same report cannot be
          imported twice.
        </div>
      )}
      {problems.length > 0 && (
        <div className="alert alert-danger mb-0" role="alert">
          <p className="fw-semibold">
            {problems.length} {problems.length === 1 ? 'line' : 'lines'} cannot be imported, so nothing will be imported. Correct the file and check it again.
          </p>
          <ReportProblems problems={problems} />
        </div>
      )}
      <p className="mb-0" role="status">
        {rows.length === 0 ? 'No line can be imported.' : `Ready to import: ${describeReportTotals(preview.totals)}.`}
      </p>
      {rows.length > 0 && (
        <TableFrame caption="The lines that can be imported" className="table-sm mb-0" maxHeight="20rem">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Account</th>
              <th scope="col">Member</th>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col" className="text-end">
                Excl. VAT
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.accountNumber}</td>
                <td>
                  {row.memberName} ({row.membershipNumber})
                </td>
                <td>{row.invoiceNumber}</td>
                <td>{formatDate(row.invoiceDate)}</td>
                <td className="text-end larder-numeric">{formatMoney(row.amountExcludingVat)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {rows.length > 0 && (
        <div>
          <button type="button" className="btn btn-primary" disabled={!canApply} onClick={onImport}>
            Import {rows.length} {rows.length === 1 ? 'invoice' : 'invoices'}
          </button>
        </div>
      )}
    </div>
  );
}
