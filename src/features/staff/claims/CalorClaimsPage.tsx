import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { ClaimQueue } from './components/ClaimQueue';
import { loadClaimReview } from './components/claimReviewCode';
import { CLAIM_PARAM } from './components/claimReviewSearch';

const ClaimReview = lazy(() => loadClaimReview().then((component) => ({ default: component })));

/** /calor/claims: the review queue, or one claim's review view (`?claim=…`, so it can be shared and reloaded). */
export function CalorClaimsPage() {
  const [params] = useSearchParams();
  const claimReference = params.get(CLAIM_PARAM);
  return claimReference ? <ClaimReview key={claimReference} claimReference={claimReference} /> : <ClaimQueue />;
}
