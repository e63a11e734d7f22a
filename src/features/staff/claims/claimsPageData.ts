import { CLAIM_AUDIT_LIST, CLAIM_QUEUE_LIST } from '@/domain/calor/claimReview';
import { readListQuery } from '@/domain/lists/listQuery';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getAuditReviewersQueryOptions } from './api/get-audit-reviewers';
import { getClaimQueueQueryOptions } from './api/get-claim-queue';
import { getClaimQueueOptionsQueryOptions } from './api/get-claim-queue-options';
import { getClaimReceiptQueryOptions } from './api/get-claim-receipt';
import { getClaimsAuditQueryOptions } from './api/get-claims-audit';
import { getStaffClaimQueryOptions } from './api/get-staff-claim';
import { loadClaimReview } from './components/claimReviewCode';
import { CLAIM_PARAM } from './components/claimReviewSearch';

/**
 * /calor/claims: the claim the address opens for review and its receipt (with the review's code, which the queue
 * does not carry), or the queue's page and its filters' choices.
 */
export const calorClaimsPageData: PageData = ({ queryClient, api, searchParams }) => {
  const claimReference = searchParams.get(CLAIM_PARAM);
  // A failed fetch of the code is the page's to show, when it renders the review; the data goes on regardless.
  if (claimReference) loadClaimReview().catch(() => undefined);
  return prefetchAll(
    queryClient,
    claimReference
      ? [getStaffClaimQueryOptions(api, claimReference), getClaimReceiptQueryOptions(api, claimReference)]
      : [getClaimQueueQueryOptions(api, readListQuery(searchParams, CLAIM_QUEUE_LIST)), getClaimQueueOptionsQueryOptions(api)],
  );
};

/** /calor/claims/audit: the page of the audit the address asks for, and the reviewers its filter offers. */
export const claimsAuditPageData: PageData = ({ queryClient, api, searchParams }) =>
  prefetchAll(queryClient, [getClaimsAuditQueryOptions(api, readListQuery(searchParams, CLAIM_AUDIT_LIST)), getAuditReviewersQueryOptions(api)]);
