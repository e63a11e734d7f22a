import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { grants } from '@/domain/permissions';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { roundToPence } from '@/domain/rounding';
import { pathTo } from '@/config/paths';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { CurrentPeriodCard } from './components/CurrentPeriodCard';
import { HowItWorks } from './components/HowItWorks';
import { PeriodCashbackTable } from './components/PeriodCashbackTable';
import { StandingNotice } from './components/StandingNotice';
import { programmeCashbackQueries } from './programmePageData';
import { supplierProgramme } from './supplierProgramme';

/** As tall as the rate and current-period cards on a wide screen (DESIGN.md §7: nothing moves). */
const CARD_HEIGHT = '25rem';

/** The cards and the periods still to come: two cards side by side on a wide screen, then the table. */
function ProgrammeCashbackSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <div className="row g-4 mb-4">
        {[0, 1].map((card) => (
          <div className="col-lg-6" key={card}>
            <div className="card h-100" style={{ minHeight: CARD_HEIGHT }}>
              <div className="card-body">
                <SkeletonLine width="45%" size="lg" />
                <SkeletonLine width="90%" />
                <SkeletonLine width="70%" />
                <SkeletonLine width="80%" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <SkeletonLine width="35%" size="lg" />
      <SkeletonBlock height="26rem" className="mt-3" />
    </Skeleton>
  );
}

function ProgrammeCashback({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  const programme = supplierProgramme(schemeType);
  const membershipNumber = useMemberInView();
  const { permissions } = useMemberSession();
  const { cashback, signup, units } = useSuspenseQueries({
    queries: programmeCashbackQueries(useApiClient(), schemeType, membershipNumber),
    combine: ([cashbackResult, signupResult, unitsResult]) => ({ cashback: cashbackResult.data, signup: signupResult.data.signup, units: unitsResult.data }),
  });
  const current = cashback.periods.find((row) => row.period.id === cashback.currentPeriod?.id);
  const waiting = roundToPence(
    cashback.periods.filter((row) => row.cashbackState === 'Approved' || row.cashbackState === 'Returned').reduce((total, row) => total + row.cashback, 0),
  );
  return (
    <>
      {signup?.status !== 'Approved' && <StandingNotice programme={programme} signup={signup} />}
      <div className="row g-4 mb-4">
        <div className="col-lg-6">
          <HowItWorks programme={programme} cashbackPercent={cashback.cashbackPercent} />
        </div>
        <div className="col-lg-6">
          <CurrentPeriodCard programme={programme} current={current} nextPayoutOn={cashback.nextPayoutOn}
            nextPayoutConfirmed={cashback.nextPayoutConfirmed}
            waitingForPayout={waiting}
          />
        </div>
      </div>
      <section aria-labelledby="periods-heading">
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <h2 id="periods-heading" className="h4 mb-0 me-auto">
            Your cashback by period
          </h2>
          {grants(permissions, 'wallet') && (
            <Link to={pathTo('walletScheme', { schemeType })} className="btn btn-outline-primary">
              See payouts in your wallet
            </Link>
          )}
        </div>
        {cashback.periods.length === 0 ? (
          <EmptyState icon="rewards" title="No cashback yet" message={`Once ${programme.supplier} reports what you buy, each period's cashback shows here.`} />
        ) : (
          <PeriodCashbackTable programme={programme} membershipNumber={membershipNumber} periods={cashback.periods} units={units} />
        )}
      </section>
    </>
  );
}

/**
 * /rewards/{biopak|nisbets|booker}/cashback-deal: the rate, the current period and its dates, what the
 * supplier has reported per period, each period's cashback and its state, and when the next payout is.
 */
export function ProgrammeCashbackPage({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  return (
    <Suspense fallback={<ProgrammeCashbackSkeleton label={`Loading your ${supplierProgramme(schemeType).name} cashback…`} />}>
      <ProgrammeCashback schemeType={schemeType} />
    </Suspense>
  );
}

const screens = new Map<SupplierReportedSchemeType, ComponentType>();

/** The route table's screen for one programme's cashback row: this page, bound to its programme. */
export function programmeCashbackScreen(schemeType: SupplierReportedSchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function ProgrammeCashbackScreen() {
      return <ProgrammeCashbackPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
