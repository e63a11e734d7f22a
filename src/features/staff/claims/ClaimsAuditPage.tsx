import { refusalMessage } from '@/api/refusalMessage';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { CLAIM_AUDIT_ACTION_LABELS, CLAIM_AUDIT_LIST, claimAuditFileName, type ClaimAuditEntry, type ClaimAuditSort } from '@/domain/calor/claimReview';
import { formatDateTime } from '@/domain/format/date';
import { exportClaimsAudit } from './api/export-claims-audit';
import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { useAuditReviewers } from './api/get-audit-reviewers';
import { useClaimsAudit } from './api/get-claims-audit';
import { AuditFilters } from './components/AuditFilters';

/** Why the audit could not be exported (api/areas/claims-review.yaml). */
const AUDIT_REFUSALS = { 'date-range-reversed': 'The “From” date must be on or before the “To” date.' };

const COLUMNS: readonly Column<ClaimAuditEntry, ClaimAuditSort>[] = [
  { header: 'When', sort: 'at', className: 'text-nowrap', cell: (entry) => formatDateTime(entry.at) },
  {
    header: 'Who',
    sort: 'reviewer',
    cell: (entry) => (
      <>
        {entry.by.name}
        {entry.by.kind === 'member' && <div className="small text-body-secondary">Member</div>}
      </>
    ),
  },
  {
    header: 'Claim',
    sort: 'claimReference',
    cell: (entry) => (
      <>
        {entry.claimReference}
        <div className="small text-body-secondary">{entry.membershipNumber}</div>
      </>
    ),
  },
  { header: 'Decision or change', cell: (entry) => CLAIM_AUDIT_ACTION_LABELS[entry.action] },
  { header: 'From', cell: (entry) => entry.fromStatus ?? '–' },
  { header: 'To', cell: (entry) => entry.toStatus },
  { header: 'Reason or note', cell: (entry) => entry.reason ?? '' },
];

/** /calor/claims/audit (calorAdmin): every decision and change on every claim, read-only, with a CSV export. */
export function ClaimsAuditPage() {
  const list = useListState(CLAIM_AUDIT_LIST);
  const audit = useClaimsAudit(list.query);
  // The reviewer filter's choices: it offers "Anyone" until they come.
  const reviewers = useAuditReviewers();
  const api = useApiClient();

  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <p className="text-body-secondary me-auto mb-0">Every submission, decision and change on every Calor claim, newest first. Nothing here can be changed.</p>
        <FileDownloadButton
          download={() => exportClaimsAudit(api, list.query.filters)}
          fileName={claimAuditFileName(new Date())}
          label="Export CSV"
          className="btn btn-outline-primary"
          failureMessage={(error) => refusalMessage(error, AUDIT_REFUSALS, 'The audit could not be exported. Please try again.')}
        />
      </div>
      <AuditFilters list={list} reviewers={reviewers.data ?? []} />
      <ServerTable
        caption="Claims audit"
        result={audit}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading the audit…"
        errorTitle="The audit could not be loaded"
        empty={<EmptyState title="Nothing matches" message="No decision or change matches these filters." />}
      />
    </>
  );
}
