import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { PeriodCashback } from '@/domain/rewards/periodCashback';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';

interface CurrentPeriodCardProps {
  programme: SupplierReportedProgramme;
  /** The current period's row, or undefined between periods. */
  current: PeriodCashback | undefined;
  nextPayoutOn: string;
  /** An approved BACS file carries the money; until then the day is only expected. */
  nextPayoutConfirmed: boolean;
  /** Approved cashback (or returned, to pay again) waiting for the next payout. */
  waitingForPayout: number;
}

/** The period now open: its dates, what has been reported so far, the estimate, and when the next payout is. */
export function CurrentPeriodCard({ programme, current, nextPayoutOn, nextPayoutConfirmed, waitingForPayout }: CurrentPeriodCardProps) {
  return (
    <section className="card h-100" aria-labelledby="current-period-heading">
      <div className="card-body">
        <h2 id="current-period-heading" className="h4">
          This period
        </h2>
        <dl className="mb-0">
          {current ? (
            <>
              <dt className="small fw-normal text-body-secondary">Period</dt>
              <dd>
                {periodLabel(current.period)} ({formatDate(current.period.startDate)} to {formatDate(current.period.endDate)})
              </dd>
              <dt className="small fw-normal text-body-secondary">Purchases reported so far</dt>
              <dd>
                {current.purchases.count === 0
                  ? `Nothing yet. ${programme.supplier} reports each ${programme.reportsEvery}.`
                  : `${formatMoney(current.purchases.totalExcludingVat)} excluding VAT (${current.purchases.count === 1 ? '1 invoice' : `${current.purchases.count} invoices`}), last reported ${formatDate(current.purchases.lastReportedOn)}`}
              </dd>
              <dt className="small fw-normal text-body-secondary">Cashback so far (estimate)</dt>
              <dd className="fs-4 fw-semibold">{formatMoney(current.cashback)}</dd>
            </>
          ) : (
            <>
              <dt className="small fw-normal text-body-secondary">Period</dt>
              <dd>The next period has not started yet.</dd>
            </>
          )}
          <dt className="small fw-normal text-body-secondary">Next payout</dt>
          <dd className="mb-0">
            {nextPayoutConfirmed ? formatDate(nextPayoutOn) : `Expected around ${formatDate(nextPayoutOn)}`}
            {waitingForPayout > 0 ? `: ${formatMoney(waitingForPayout)} approved and waiting to be paid` : ''}
          </dd>
        </dl>
        {current && (
          <p className="small text-body-secondary mt-3 mb-0">
            This period&apos;s cashback is worked out after it ends on {formatDate(current.period.endDate)}, then approved and paid in the next
            payout after that.
          </p>
        )}
      </div>
    </section>
  );
}
