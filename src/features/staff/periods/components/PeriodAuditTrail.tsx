import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_AUDIT_LABELS, PERIOD_AUDIT_LIST, type PeriodAuditEntry } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { usePeriodAudit } from '../api/get-period-audit';

const COLUMNS: readonly Column<PeriodAuditEntry, 'at'>[] = [
  { header: 'When', className: 'text-nowrap', cell: (entry) => formatDateTime(entry.at) },
  { header: 'Who', cell: (entry) => entry.by },
  { header: 'What', cell: (entry) => PERIOD_AUDIT_LABELS[entry.action] },
  {
    header: 'Details',
    cell: (entry) => (
      <>
        {entry.detail}
        {entry.action === 'Adjusted' && entry.amount != null && (
          <span className="d-block text-body-secondary">
            {entry.membershipNumber}: {entry.amount > 0 ? '+' : '−'}
            {formatMoney(Math.abs(entry.amount))}
            {entry.reason ? `, “${entry.reason}”` : ''}
          </span>
        )}
      </>
    ),
  },
];

/**
 * Everything done to the period, newest first: who, when, what and why. Its page sits in the address beside
 * the members list's search and page, under its own prefix (`audit.page=2`), so a reload keeps both.
 */
export function PeriodAuditTrail({ schemeType, periodId }: { schemeType: SchemeType; periodId: string }) {
  const list = useListState(PERIOD_AUDIT_LIST);
  const audit = usePeriodAudit(schemeType, periodId, list.query);
  return (
    <section className="card" aria-labelledby="audit-heading">
      <div className="card-body">
        <h2 id="audit-heading" className="h5">
          Audit trail
        </h2>
        <ServerTable
          caption="What was done to the period, newest first"
          result={audit}
          columns={COLUMNS}
          rowKey={(entry) => entry.id}
          query={list.query}
          onSort={list.setSort}
          onPage={list.setPage}
          loadingLabel="Loading the audit trail…"
          errorTitle="The audit trail could not be loaded"
          empty={<p className="mb-0 text-body-secondary">Nothing has been done to this period yet.</p>}
        />
      </div>
    </section>
  );
}
