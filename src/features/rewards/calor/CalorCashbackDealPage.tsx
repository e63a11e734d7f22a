import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getRewardsMemberQueryOptions } from '@/api/get-rewards-member';
import { Skeleton, SkeletonButton, SkeletonLine } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { getCalorCashbackDealQueryOptions } from './api/get-calor-cashback-deal';
import { DealNextStep } from './components/deal/DealNextStep';
import { DealSummary } from './components/deal/DealSummary';
import { PeriodCashback } from './components/deal/PeriodCashback';

/** As tall as the deal's two cards on a wide screen, so nothing below moves when they arrive. */
const DEAL_CARD_HEIGHT = '19rem';

function Deal() {
  const { data: deal } = useSuspenseQuery(getCalorCashbackDealQueryOptions(useApiClient(), useMemberInView()));
  return (
    <div className="row g-4 mb-4">
      <div className="col-lg-6">
        <DealSummary deal={deal} />
      </div>
      <div className="col-lg-6">
        <PeriodCashback deal={deal} />
      </div>
    </div>
  );
}

/** The deal's two cards still to come, side by side on a wide screen. */
function DealSkeleton() {
  return (
    <Skeleton label="Loading the Calor deal…" className="mb-4">
      <div className="row g-4">
        {[0, 1].map((card) => (
          <div className="col-lg-6" key={card}>
            <div className="card h-100" style={{ minHeight: DEAL_CARD_HEIGHT }}>
              <div className="card-body">
                <SkeletonLine width="40%" size="lg" />
                <SkeletonLine width="90%" />
                <SkeletonLine width="75%" />
                <SkeletonLine width="85%" />
                <SkeletonLine width="60%" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

function NextStep() {
  const { data: rewardsMember } = useSuspenseQuery(getRewardsMemberQueryOptions(useApiClient(), useMemberInView()));
  return <DealNextStep accounts={rewardsMember.calor.accounts} />;
}

/** /rewards/calor/cashback-deal: the deal, the open period and its deadline, the member's cashback so far. */
export function CalorCashbackDealPage() {
  return (
    <>
      <Suspense fallback={<DealSkeleton />}>
        <Deal />
      </Suspense>
      <Suspense
        fallback={
          <Skeleton label="Loading your Calor account…" minHeight="2.5rem">
            <SkeletonButton width="8rem" />
          </Skeleton>
        }
      >
        <NextStep />
      </Suspense>
    </>
  );
}
