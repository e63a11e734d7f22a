import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { CLAIM_QUEUE_LIST } from '@/domain/calor/claimReview';
import { readListQuery } from '@/domain/lists/listQuery';
import { getClaimQueueQueryOptions } from '../api/get-claim-queue';
import { reviewSearch } from './claimReviewSearch';

/**
 * After a decision, the way on to the next claim waiting for review, in the queue's own order and
 * filters, so the reviewer need not go back to the queue between claims.
 */
export function NextClaim({ claimReference }: { claimReference: string }) {
  const [params] = useSearchParams();
  const queue = readListQuery(params, CLAIM_QUEUE_LIST);
  // Two, not one: the claim just decided may still be listed as waiting if the queue answered before it.
  const waiting = { ...queue, page: 1, pageSize: 2, filters: { ...queue.filters, status: 'Submitted' } };
  const result = useQuery(getClaimQueueQueryOptions(useApiClient(), waiting));
  if (result.isPending || result.isError) return null;
  const next = result.data.items.find((claim) => claim.claimReference !== claimReference);
  if (!next) return <p className="mt-2 mb-0">No other claim is waiting for review.</p>;
  return (
    <p className="mt-2 mb-0">
      <Link className="btn btn-primary" to={{ search: reviewSearch(params, next.claimReference, claimReference) }} aria-describedby="next-claim-reference">
        Next claim
      </Link>{' '}
      <span id="next-claim-reference" className="text-body-secondary">
        {next.claimReference}, {next.member.name}
      </span>
    </p>
  );
}
