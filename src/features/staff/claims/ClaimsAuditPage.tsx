import { refusalMessage } from '@/api/refusalMessage';
import { saveFile } from '@/components/files/saveFile';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { toast } from '@/components/toasts/toast';
import { CLAIM_AUDIT_ACTION_LABELS, CLAIM_AUDIT_LIST, claimAuditFileName } from '@/domain/calor/claimReview';
import { formatDateTime } from '@/domain/format/date';
import { useExportClaimsAudit } from './api/export-claims-audit';
import { useAuditReviewers } from './api/get-audit-reviewers';
import { useClaimsAudit } from './api/get-claims-audit';
import { AuditFilters } from './components/AuditFilters';

/** /calor/claims/audit (calorAdmin): every decision and change on every claim, read-only, with a CSV export. */
export function ClaimsAuditPage() {
  const list = useListState(CLAIM_AUDIT_LIST);
  const audit = useClaimsAudit(list.query);
  const reviewers = useAuditReviewers();
  const exportCsv = useExportClaimsAudit();

  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <p className="text-body-secondary me-auto mb-0">Every submission, decision and change on every Calor claim, newest first. Nothing here can be changed.</p>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(list.query.filters, {
              onSuccess: (blob) => saveFile(blob, claimAuditFileName(new Date())),
              onError: (error) => toast.error(refusalMessage(error, 'The audit could not be exported. Please try again.')),
            })
          }
        >
          {exportCsv.isPending && <ButtonSpinner />}
          Export CSV
        </button>
      </div>
      <AuditFilters key={list.query.filters.claimReference ?? ''} query={list.query} reviewers={reviewers.data ?? []} onFilter={list.setFilter} onClear={list.clearFilters} />
      {audit.isPending ? (
        <LoadingState label="Loading the audit…" />
      ) : audit.isError ? (
        <ErrorState message={refusalMessage(audit.error, 'The audit could not be loaded.')} onRetry={() => void audit.refetch()} />
      ) : audit.data.total === 0 ? (
        <EmptyState title="Nothing matches" message="No decision or change matches these filters." />
      ) : (
        <>
          <div className="table-responsive">
            <table className="table align-middle" aria-busy={audit.isPlaceholderData}>
              <caption className="visually-hidden">Claims audit</caption>
              <thead>
                <tr>
                  <SortableHeader sort="at" query={list.query} onSort={list.setSort}>
                    When
                  </SortableHeader>
                  <SortableHeader sort="reviewer" query={list.query} onSort={list.setSort}>
                    Who
                  </SortableHeader>
                  <SortableHeader sort="claimReference" query={list.query} onSort={list.setSort}>
                    Claim
                  </SortableHeader>
                  <th scope="col">Decision or change</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Reason or note</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                    <td>
                      {entry.by.name}
                      {entry.by.kind === 'member' && <div className="small text-body-secondary">Member</div>}
                    </td>
                    <td>
                      {entry.claimReference}
                      <div className="small text-body-secondary">{entry.membershipNumber}</div>
                    </td>
                    <td>{CLAIM_AUDIT_ACTION_LABELS[entry.action]}</td>
                    <td>{entry.fromStatus ?? '–'}</td>
                    <td>{entry.toStatus}</td>
                    <td>{entry.reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination result={audit.data} onPage={list.setPage} label="Pages of the audit" />
        </>
      )}
    </>
  );
}
