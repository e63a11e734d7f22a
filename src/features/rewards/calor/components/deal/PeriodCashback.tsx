import type { CalorCashbackDeal } from '@/features/rewards/calor/api/get-calor-cashback-deal';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';

/** The open claim period, its deadline, and the member's cashback in it so far. */
export function PeriodCashback({ deal }: { deal: CalorCashbackDeal }) {
  return (
    <section className="card h-100" aria-labelledby="calor-period-heading">
      <div className="card-body">
        <h2 id="calor-period-heading" className="h4">
          This claim period
        </h2>
        <dl className="row mb-0">
          <dt className="col-sm-6">Period</dt>
          <dd className="col-sm-6">
            {periodLabel({ schemeType: 'calor', name: deal.period.name })} ({formatDate(deal.period.startDate)} to {formatDate(deal.period.endDate)})
          </dd>
          <dt className="col-sm-6">Claim deadline</dt>
          <dd className="col-sm-6">{formatDate(deal.claimDeadline)}</dd>
          <dt className="col-sm-6">Your cashback to date</dt>
          <dd className="col-sm-6 fs-4 fw-semibold">{formatMoney(deal.cashbackToDate)}</dd>
          <dt className="col-sm-6">Waiting for approval</dt>
          <dd className="col-sm-6 mb-0">
            {deal.pendingClaims === 1 ? '1 claim' : `${deal.pendingClaims} claims`}, worth {formatMoney(deal.pendingCashback)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
