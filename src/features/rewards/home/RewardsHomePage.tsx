import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { isProgrammeOpenTo, isProgrammeWorkInProgress } from '@/domain/rewards/programmes';
import { useMemberInView } from '@/session/useMemberInView';
import { ProgrammeCard } from './components/ProgrammeCard';
import { VouchersCard } from './components/VouchersCard';

const GRID = 'row row-cols-1 row-cols-lg-2 g-4';
/** As tall as a programme card, so the grid keeps still when the cards arrive (DESIGN.md §7). */
const CARD_HEIGHT = '20rem';

/** The cards still to come: a member sees three programmes and the vouchers, two to a row on a wide screen. */
function ProgrammeCardsSkeleton() {
  return (
    <Skeleton label="Loading your rewards…">
      <div className={GRID}>
        {[0, 1, 2, 3].map((card) => (
          <div className="col" key={card}>
            <div className="card shadow-sm h-100" style={{ minHeight: CARD_HEIGHT }}>
              <div className="card-body">
                <SkeletonLine width="55%" size="lg" />
                <SkeletonLine width="90%" />
                <SkeletonLine width="70%" />
                <SkeletonLine width="80%" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

function ProgrammeCards() {
  const { roles } = useUser();
  const { data: schemes } = useSuspenseQuery(getMemberSchemesQueryOptions(useApiClient(), useMemberInView()));
  return (
    <div className={GRID}>
      {schemes
        .filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles))
        .map((scheme) => (
          <div className="col" key={scheme.schemeType}>
            <ProgrammeCard scheme={scheme} isWorkInProgress={isProgrammeWorkInProgress(scheme.schemeType)} />
          </div>
        ))}
      <div className="col">
        <VouchersCard />
      </div>
    </div>
  );
}

/**
 * /rewards/home: one card per programme (call 7). Programmes whose pages are still work-in-progress in the
 * route table are left out for members; developers see them, marked.
 */
export function RewardsHomePage() {
  return (
    <>
      <p className="lead">
        Cashback on what your business already buys from our partner suppliers. Sign up once per programme; we work out your cashback and
        pay it into your bank account.
      </p>
      <Suspense fallback={<ProgrammeCardsSkeleton />}>
        <ProgrammeCards />
      </Suspense>
    </>
  );
}
