import { useId, useState } from 'react';
import { isHttpError } from '@/api/httpError';
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
import { describeReportTotals, SUPPLIER_REPORT_COLUMNS, type ReportProblem } from '@/domain/rewards/supplierReport';
import { useImportPurchaseReport } from '../api/import-purchase-report';
import { usePreviewPurchaseReport, type PurchaseReportPreview } from '../api/preview-purchase-report';
import { ReportProblems } from './ReportProblems';

interface PurchaseReportImportProps {
  schemeType: SupplierReportedSchemeType;
  period: ProgrammePeriod;
  reports: ImportedReport[];
  canImport: boolean;
}

/** The problems a refused import listed (422 { message, problems }), if that is what it was. */
function refusedLines(error: unknown): { message: string; problems: ReportProblem[] } | null {
  if (!isHttpError(error) || error.status !== 422) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; problems?: unknown };
    if (typeof body.message === 'string' && Array.isArray(body.problems)) return { message: body.message, problems: body.problems as ReportProblem[] };
  } catch {
    // Not the import's own refusal.
  }
  return null;
}

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
  const refused = refusedLines(apply.error);

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
                {refusalMessage(preview.error)}
              </div>
            )}
            {checked && <PreviewResult preview={checked} onImport={() => setConfirming(true)} />}
            {refused && (
              <div className="alert alert-danger mb-0" role="alert">
                <p className="fw-semibold">{refused.message}</p>
                <ReportProblems problems={refused.problems} />
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
              if (refusedLines(error)) setConfirming(false);
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
        errorMessage={(error) => refusalMessage(error)}
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
        <div className="table-responsive" style={{ maxHeight: '20rem' }}>
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">The lines that can be imported</caption>
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
          </table>
        </div>
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
