import { useState } from 'react';
import { Pagination } from '@/components/lists/Pagination';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { formatDateTime } from '@/domain/format/date';
import { DEFAULT_PAGE_SIZE } from '@/domain/lists/listQuery';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_AUDIT_LABELS, PERIOD_AUDIT_LIST } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { usePeriodAudit } from '../api/get-period-audit';

/**
 * Everything done to the period, newest first: who, when, what and why. Its page is kept on screen only
 * (the address holds the members list's search and page).
 */
export function PeriodAuditTrail({ schemeType, periodId }: { schemeType: SchemeType; periodId: string }) {
  const [page, setPage] = useState(1);
  const audit = usePeriodAudit(schemeType, periodId, {
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: PERIOD_AUDIT_LIST.defaultSort,
    direction: PERIOD_AUDIT_LIST.defaultDirection,
    filters: {},
  });
  return (
    <section className="card" aria-labelledby="audit-heading">
      <div className="card-body">
        <h2 id="audit-heading" className="h5">
          Audit trail
        </h2>
        {audit.isPending ? (
          <LoadingState label="Loading the audit trail…" />
        ) : audit.isError ? (
          <ErrorState title="The audit trail could not be loaded" message="Nothing is wrong with the period itself." onRetry={() => void audit.refetch()} />
        ) : audit.data.items.length === 0 ? (
          <p className="mb-0 text-body-secondary">Nothing has been done to this period yet.</p>
        ) : (
          <>
            <div className="table-responsive">
              <table className="table table-sm align-middle" aria-busy={audit.isFetching}>
                <caption className="visually-hidden">What was done to the period, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {audit.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                      <td>{entry.by}</td>
                      <td>{PERIOD_AUDIT_LABELS[entry.action]}</td>
                      <td>
                        {entry.detail}
                        {entry.action === 'Adjusted' && entry.amount != null && (
                          <span className="d-block text-body-secondary">
                            {entry.membershipNumber}: {entry.amount > 0 ? '+' : '−'}
                            {formatMoney(Math.abs(entry.amount))}
                            {entry.reason ? `, “${entry.reason}”` : ''}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination result={audit.data} onPage={setPage} label="Pages of the audit trail" />
          </>
        )}
      </div>
    </section>
  );
}
