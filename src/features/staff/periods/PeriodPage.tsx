import { Suspense, useState, type ComponentType } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { refusalMessage } from '@/api/refusalMessage';
import { useToday } from '@/components/dates/useToday';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { formatPercent } from '@/domain/format/percent';
import { guidOrEmpty } from '@/domain/id';
import { canImportPurchaseReport, nextPeriodAction, PERIOD_ACTION_LABELS, STAFF_PERIOD_STATE_EXPLANATIONS } from '@/domain/rewards/periodLifecycle';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { isSupplierReportedSchemeType, type SchemeType } from '@/domain/rewards/schemes';
import { exportPeriodCashback } from './api/export-period-cashback';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { periodCsvFileName } from '@/domain/rewards/periodExport';
import { getPeriodQueryOptions } from './api/get-period';
import { PeriodActionModal, type PeriodActionRequest } from './components/PeriodActionModal';
import { PeriodAuditTrail } from './components/PeriodAuditTrail';
import { PeriodMembers } from './components/PeriodMembers';
import { PeriodStateBadge } from './components/PeriodStateBadge';
import { PurchaseReportImport } from './components/PurchaseReportImport';
import { periodsPagePath } from './periodRoutes';
import { staffProgramme } from './staffProgramme';

/**
 * /{programme}/periods/{periodId} (larderAdmin): one period's members and cashback, the supplier reports
 * imported into it, manual adjustments, the next step of its lifecycle, its audit trail, and a CSV export.
 * An id that is not a GUID is not looked up (spec §3); the API answers 404 for another programme's period.
 */
export function PeriodPage({ schemeType }: { schemeType: SchemeType }) {
  const periodId = guidOrEmpty(useParams().periodId);
  if (!periodId) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <div className="d-flex flex-column gap-4">
      <p className="mb-0">
        <Link to={periodsPagePath(schemeType)}>All {staffProgramme(schemeType).name} periods</Link>
      </p>
      <Suspense fallback={<PeriodSkeleton />}>
        <PeriodView schemeType={schemeType} periodId={periodId} />
      </Suspense>
      {/* Needs only the period's id: its own list, its own placeholder. */}
      <PeriodAuditTrail schemeType={schemeType} periodId={periodId} />
    </div>
  );
}

/** The period's summary card and its members' card, in their shapes, while the period is on its way. */
function PeriodSkeleton() {
  return (
    <>
      <Skeleton label="Loading the period…" className="card" minHeight="14rem">
        <div className="card-body">
          <SkeletonLine width="min(16rem, 100%)" size="lg" />
          <SkeletonLine width="min(14rem, 100%)" />
          <SkeletonLine width="min(22rem, 100%)" />
          <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3 mt-1">
            {Array.from({ length: 6 }, (_, figure) => (
              <div key={figure} className="col">
                <SkeletonLine width="70%" size="sm" />
                <SkeletonLine width="50%" size="lg" />
              </div>
            ))}
          </div>
        </div>
      </Skeleton>
      <Skeleton label="Loading the members…" className="card">
        <div className="card-body d-flex flex-column gap-3">
          <SkeletonLine width="min(16rem, 100%)" size="lg" />
          <SkeletonBlock width="20rem" height="5.5rem" />
          {Array.from({ length: 6 }, (_, row) => (
            <SkeletonLine key={row} width={row === 0 ? '100%' : '92%'} />
          ))}
        </div>
      </Skeleton>
    </>
  );
}

function PeriodView({ schemeType, periodId }: { schemeType: SchemeType; periodId: string }) {
  const { data: detail } = useSuspenseQuery(getPeriodQueryOptions(useApiClient(), schemeType, periodId));
  const today = useToday();
  const [action, setAction] = useState<PeriodActionRequest | null>(null);
  const api = useApiClient();
  const { period, totals } = detail;
  const canChange = useCanMakeStaffChange('periods');
  const next = canChange ? nextPeriodAction(period.state) : undefined;
  const reporting = isSupplierReportedSchemeType(schemeType) ? schemeType : null;

  return (
    <>
      <section className="card" aria-labelledby="period-heading">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
            <div className="me-auto">
              <h2 id="period-heading" className="h4 mb-1">
                {periodLabel(period)}
              </h2>
              <p className="mb-1">
                {formatDate(period.startDate)} to {formatDate(period.endDate)} <PeriodStateBadge state={period.state} />
              </p>
              <p className="mb-0 text-body-secondary">{STAFF_PERIOD_STATE_EXPLANATIONS[period.state]}</p>
              {!canChange && <p className="mb-0 mt-1 text-body-secondary">{LOOK_ONLY_REASON}</p>}
            </div>
            <div className="d-flex flex-wrap gap-2">
              {next && (
                <button type="button" className="btn btn-primary" onClick={() => setAction({ period, action: next, totals, cashbackPercent: detail.cashbackPercent })}>
                  {PERIOD_ACTION_LABELS[next]}
                </button>
              )}
              <FileDownloadButton
                download={() => exportPeriodCashback(api, schemeType, periodId)}
                fileName={periodCsvFileName(period)}
                label="Export CSV"
                className="btn btn-outline-primary"
                failureMessage={(error) => `The CSV could not be prepared. ${refusalMessage(error)}`}
              />
            </div>
          </div>
          {detail.claimsWaiting > 0 && (
            // Information, not a failure: reactstrap's Alert always says role="alert", so the plain markup keeps role="status".
            <div className="alert alert-warning" role="status">
              {detail.claimsWaiting} {detail.claimsWaiting === 1 ? 'claim waits' : 'claims wait'} for a reviewer’s decision. The cashback can be calculated once every
              claim in the period is decided.
            </div>
          )}
          <dl className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3 mb-0">
            <SummaryFigure label="Members" value={String(totals.members)} />
            <SummaryFigure label={detail.earnsBy === 'claims' ? 'Approved claims' : 'Invoices'} value={String(totals.purchasesCount)} />
            <SummaryFigure label="Purchases excluding VAT" value={formatMoney(totals.purchasesTotal)} />
            <SummaryFigure label={`Cashback at ${formatPercent(detail.cashbackPercent)}`} value={formatMoney(totals.calculatedCashback)} />
            <SummaryFigure label="Adjustments" value={formatMoney(totals.adjustments)} />
            <SummaryFigure label="Cashback in total" value={formatMoney(totals.cashback)} />
          </dl>
          {(detail.calculated || detail.approved) && (
            <ul className="list-unstyled mt-3 mb-0 text-body-secondary">
              {detail.calculated && (
                <li>
                  Calculated at {formatPercent(detail.calculated.cashbackPercent)} on {formatDateTime(detail.calculated.on)} by {detail.calculated.by}.
                </li>
              )}
              {detail.approved && (
                <li>
                  Approved for payout on {formatDateTime(detail.approved.on)} by {detail.approved.by}.
                </li>
              )}
            </ul>
          )}
        </div>
      </section>
      {reporting && (
        <PurchaseReportImport schemeType={reporting} period={period} reports={detail.reports} canImport={canChange && canImportPurchaseReport(period.state)} />
      )}
      <PeriodMembers schemeType={schemeType} detail={detail} />
      <PeriodActionModal schemeType={schemeType} request={action} onClose={() => setAction(null)} today={today} />
    </>
  );
}

function SummaryFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="col">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="fs-5 fw-semibold mb-0">{value}</dd>
    </div>
  );
}

const screens = new Map<SchemeType, ComponentType>();

/** The route table's screen for one programme's period row. */
export function periodScreen(schemeType: SchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function PeriodScreen() {
      return <PeriodPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
