import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonButton, SkeletonLine } from '@/components/states/Skeleton';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabels } from '@/domain/rewards/periodLabel';
import { getBacsFileQueryOptions } from '../api/get-bacs-file';
import { BacsChecksList } from './BacsChecksList';
import { BacsFileActions } from './BacsFileActions';
import { BacsFileStateBadge } from './BacsFileStateBadge';
import { BacsExclusionsTable } from './BacsExclusionsTable';
import { BacsLinesTable } from './BacsLinesTable';
import { filesListSearch } from './bacsFileSearch';

const event = (value: { by: { name: string }; on: string } | null) => (value ? `${value.by.name}, ${formatDateTime(value.on)}` : 'Not yet');

/** A payout file's review view: its totals and people, the checks, every credit, and the lines left out. */
export function BacsFileView({ fileId }: { fileId: string }) {
  const [params] = useSearchParams();
  return (
    <>
      <p>
        <Link to={{ search: filesListSearch(params) }}>Back to the payout files</Link>
      </p>
      <Suspense fallback={<BacsFileSkeleton />}>
        <BacsFileDetailView fileId={fileId} />
      </Suspense>
    </>
  );
}

/** The file's shape while it is on its way: its heading, the facts in two columns, the actions and the checks. */
function BacsFileSkeleton() {
  return (
    <Skeleton label="Loading the payout file…">
      <SkeletonLine width="12rem" size="lg" />
      <div className="row mb-3 mt-3">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="col-lg-6">
            <SkeletonLine width={index % 2 ? '55%' : '70%'} />
          </div>
        ))}
      </div>
      <span className="d-block mb-4">
        <SkeletonButton outline width="10rem" />
      </span>
      <SkeletonLine width="8rem" size="lg" />
      {Array.from({ length: 4 }, (_, index) => (
        <SkeletonLine key={index} width={index % 2 ? '60%' : '80%'} />
      ))}
    </Skeleton>
  );
}

function BacsFileDetailView({ fileId }: { fileId: string }) {
  const { data: detail } = useSuspenseQuery(getBacsFileQueryOptions(useApiClient(), fileId));
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0">{detail.reference}</h2>
        <BacsFileStateBadge state={detail.state} />
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-3 col-lg-2">Processing day</dt>
        <dd className="col-sm-9 col-lg-4">{formatDate(detail.processingDate)}</dd>
        <dt className="col-sm-3 col-lg-2">Periods</dt>
        <dd className="col-sm-9 col-lg-4">{periodLabels(detail.periods)}</dd>
        <dt className="col-sm-3 col-lg-2">Credits</dt>
        <dd className="col-sm-9 col-lg-4">
          {detail.itemCount}, {formatMoney(detail.creditTotal)}
        </dd>
        <dt className="col-sm-3 col-lg-2">Contra</dt>
        <dd className="col-sm-9 col-lg-4">{formatMoney(detail.contraTotal)}</dd>
        <dt className="col-sm-3 col-lg-2">Created</dt>
        <dd className="col-sm-9 col-lg-4">{event(detail.created)}</dd>
        <dt className="col-sm-3 col-lg-2">Approved</dt>
        <dd className="col-sm-9 col-lg-4">{event(detail.approved)}</dd>
        <dt className="col-sm-3 col-lg-2">Submitted</dt>
        <dd className="col-sm-9 col-lg-4">{event(detail.submitted)}</dd>
        <dt className="col-sm-3 col-lg-2">Returns</dt>
        <dd className="col-sm-9 col-lg-4">
          {detail.returnsRecorded ? `${event(detail.returnsRecorded)}: ${detail.returnedCount} returned (${formatMoney(detail.returnedTotal)})` : 'Not recorded yet'}
        </dd>
      </dl>
      <BacsFileActions file={detail} />
      <section aria-labelledby="checks-heading">
        <h3 id="checks-heading" className="h5">
          Checks
        </h3>
        <BacsChecksList checks={detail.checks} />
      </section>
      <BacsLinesTable fileId={detail.id} />
      <BacsExclusionsTable fileId={detail.id} count={detail.exclusionCount} total={detail.exclusionTotal} />
    </>
  );
}
