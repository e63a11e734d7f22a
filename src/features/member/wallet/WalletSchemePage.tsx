import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { formatMoney } from '@/domain/format/money';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { isSchemeType, type SchemeType } from '@/domain/rewards/schemes';
import { earnedToDate } from '@/domain/wallet/walletTotals';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { getWalletQueryOptions } from './api/get-wallet';
import { PeriodBreakdown } from './components/PeriodBreakdown';
import { SchemeTransactions } from './components/SchemeTransactions';

function SchemeBreakdown({ schemeType }: { schemeType: SchemeType }) {
  const programme = PROGRAMMES[schemeType];
  const membershipNumber = useMemberInView();
  const { data: wallet } = useSuspenseQuery(getWalletQueryOptions(useApiClient(), membershipNumber));
  const periods = wallet.periods.filter((period) => period.schemeType === schemeType);
  const totals = wallet.programmes.find((row) => row.schemeType === schemeType)?.totals;
  const payouts = new Map(wallet.payouts.map((payout) => [payout.id, payout]));
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h2 className="h4 mb-0 me-auto">{programme.name} cashback</h2>
        {totals && (
          <p className="mb-0">
            Earned to date <strong>{formatMoney(earnedToDate(totals))}</strong>, of which paid <strong>{formatMoney(totals.Paid)}</strong>
          </p>
        )}
      </div>
      {periods.length === 0 ? (
        <EmptyState
          icon="wallet"
          title={`No ${programme.name} cashback in your wallet yet`}
          message="Cashback shows here once it has been worked out for a period."
          action={
            <Link to={pathTo('wallet')} className="btn btn-outline-primary">
              Back to your wallet
            </Link>
          }
        />
      ) : (
        <>
          <div className="d-flex flex-column gap-3 mb-4">
            {periods.map((breakdown) => (
              <PeriodBreakdown
                key={breakdown.period.id}
                breakdown={breakdown}
                payouts={breakdown.payoutIds.flatMap((id) => payouts.get(id) ?? [])}
              />
            ))}
          </div>
          <SchemeTransactions schemeType={schemeType} membershipNumber={membershipNumber} periods={periods} />
        </>
      )}
    </>
  );
}

/** The heading and a period's card still to come. */
function SchemeBreakdownSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine width="35%" size="lg" />
      <div className="card mt-3" style={{ minHeight: '22rem' }}>
        <div className="card-body">
          <SkeletonLine width="30%" size="lg" />
          <SkeletonLine width="45%" size="sm" />
          <SkeletonBlock height="12rem" className="mt-3" />
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * /wallet/schemes/{schemeType}: one programme's periods in the wallet, each with its totals and the payouts
 * that settled it, then the programme's transactions a page at a time, by period and status. A schemeType that names no programme is a page that does not exist.
 */
export function WalletSchemePage() {
  const { schemeType } = useParams();
  // Like any unknown address: no 'Try again', which would only come back here.
  if (!isSchemeType(schemeType)) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <Suspense fallback={<SchemeBreakdownSkeleton label={`Loading your ${PROGRAMMES[schemeType].name} cashback…`} />}>
      <SchemeBreakdown schemeType={schemeType} />
    </Suspense>
  );
}
