import { Link } from 'react-router';
import { ProgrammeLinks } from '@/components/rewards/ProgrammeLinks';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import { NEXT_STEP_LABELS, nextStepFor } from '@/domain/rewards/nextStep';
import { dealLine, PROGRAMMES } from '@/domain/rewards/programmes';
import { nextStepPath, PROGRAMME_PATHS } from '@/config/programmePaths';
import { pathTo } from '@/config/paths';
import { SchemeStatusBadge } from './SchemeStatusBadge';

interface ProgrammeCardProps {
  scheme: MemberScheme;
  /** Shown to developers on a programme members cannot see yet. */
  isWorkInProgress: boolean;
}

/** One programme on the rewards home: the deal in a line, where the member stands, their cashback, and the one next step. */
export function ProgrammeCard({ scheme, isWorkInProgress }: ProgrammeCardProps) {
  const programme = PROGRAMMES[scheme.schemeType];
  const headingId = `programme-${scheme.schemeType}-heading`;
  const step = nextStepFor(scheme.status, programme);
  const dealRoute = PROGRAMME_PATHS[scheme.schemeType].deal;
  const stepRoute = nextStepPath(scheme.schemeType, step);
  return (
    <section className="card shadow-sm h-100" aria-labelledby={headingId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <h2 id={headingId} className="h5 card-title mb-0 me-auto">
            {scheme.name}
          </h2>
          <SchemeStatusBadge status={scheme.status} />
        </div>
        {isWorkInProgress && <p className="small text-body-secondary mb-2">Work in progress: only developers see this programme.</p>}
        <p>{dealLine(programme, scheme.cashbackPercent)}.</p>
        {scheme.status === 'Pending' && (
          <p className="small">Your application{scheme.statusSince ? ` of ${formatDate(scheme.statusSince)}` : ''} is waiting for approval.</p>
        )}
        {scheme.status === 'Rejected' && (
          <div className="alert alert-danger py-2 small">
            <strong>Not approved.</strong> {scheme.rejectionReason ?? 'Please contact your account manager to find out why.'}
          </div>
        )}
        {scheme.status === 'SignedUp' && (
          <>
            <dl className="row small mb-1">
              <dt className="col-8 fw-normal">{programme.earnsBy === 'claims' ? 'So far this period' : 'So far this period (estimate)'}</dt>
              <dd className="col-4 text-end fw-semibold mb-1">{formatMoney(scheme.cashbackThisPeriod)}</dd>
              {scheme.pendingCashback > 0 && (
                <>
                  <dt className="col-8 fw-normal">Waiting for approval</dt>
                  <dd className="col-4 text-end fw-semibold mb-1">{formatMoney(scheme.pendingCashback)}</dd>
                </>
              )}
              <dt className="col-8 fw-normal">Earned to date</dt>
              <dd className="col-4 text-end fw-semibold mb-1">{formatMoney(scheme.cashbackToDate)}</dd>
            </dl>
            {scheme.currentPeriod && (
              <p className="small text-body-secondary">
                This period: {scheme.currentPeriod.name} ({formatDate(scheme.currentPeriod.startDate)} to {formatDate(scheme.currentPeriod.endDate)})
              </p>
            )}
          </>
        )}
        <div className="mt-auto d-flex flex-wrap align-items-center gap-3">
          <Link to={pathTo(stepRoute)} className="btn btn-primary" aria-describedby={headingId}>
            {NEXT_STEP_LABELS[step]}
          </Link>
          {stepRoute !== dealRoute && (
            <Link to={pathTo(dealRoute)} aria-describedby={headingId}>
              See the deal
            </Link>
          )}
        </div>
        <ProgrammeLinks programme={scheme.schemeType} name={programme.name} className="d-flex flex-wrap gap-3 small mt-3" />
      </div>
    </section>
  );
}
