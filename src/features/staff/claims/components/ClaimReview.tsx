import { Suspense, useEffect, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from 'reactstrap';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { CLAIM_AUDIT_ACTION_LABELS } from '@/domain/calor/claimReview';
import { resubmitDeadline } from '@/domain/calor/claim';
import { PERIOD_STATE_LABELS } from '@/domain/rewards/periods';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { refusalMessage } from '@/api/refusalMessage';
import { inTheirWords, type RefusalMessages } from '@/domain/refusal';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { getStaffClaimQueryOptions } from '../api/get-staff-claim';
import { useSubmitClaimDecision } from '../api/submit-claim-decision';
import { ClaimDecisionForm } from './ClaimDecisionForm';
import { ClaimFlagsList } from './ClaimFlagsList';
import { ClaimHistory } from './ClaimHistory';
import { ClaimLinesTable } from './ClaimLinesTable';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { PREVIOUS_PARAM, queueSearch, reviewSearch } from './claimReviewSearch';
import { NextClaim } from './NextClaim';
import { ReceiptViewer } from './ReceiptViewer';

/** Why a decision was refused (api/areas/claims-review.yaml); the server names who decided or changed the claim, and when. */
const DECISION_REFUSALS: RefusalMessages = {
  'already-decided': inTheirWords,
  'claim-version-stale': inTheirWords,
  'rejection-reason-required': 'Enter the reason the member will be shown.',
  'contact-note-required': 'Enter a note of what was said.',
};

/** One claim's review view: the receipt beside the lines and totals, the flags, the history, the decision. */
export function ClaimReview({ claimReference }: { claimReference: string }) {
  const [params] = useSearchParams();
  const previous = params.get(PREVIOUS_PARAM);
  // Owned here, not by the claim's view, so a refusal stays on screen when the claim reloads as decided.
  const decide = useSubmitClaimDecision(claimReference);
  return (
    <>
      <p className="d-flex flex-wrap gap-3">
        <Link to={{ search: queueSearch(params) }}>Back to the claims queue</Link>
        {previous && (
          // Moved on with Next claim: the way back to the claim just decided (Back in the browser goes there too).
          <Link to={{ search: reviewSearch(params, previous) }} aria-describedby="previous-claim-reference">
            Previous claim
          </Link>
        )}
        {previous && (
          <span id="previous-claim-reference" className="text-body-secondary">
            {previous}
          </span>
        )}
      </p>
      <Suspense fallback={<ClaimReviewSkeleton />}>
        <ClaimDetailView claimReference={claimReference} decide={decide} />
      </Suspense>
    </>
  );
}

/** The review view's shape while the claim is on its way: its heading, the facts, the receipt beside the lines. */
function ClaimReviewSkeleton() {
  return (
    <Skeleton label="Loading the claim…">
      <SkeletonLine width="14rem" size="lg" />
      <div className="row mb-3 mt-3">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="col-lg-6">
            <SkeletonLine width={index % 2 ? '55%' : '70%'} />
          </div>
        ))}
      </div>
      <div className="row g-3">
        <div className="col-lg-5">
          <SkeletonBlock height="20rem" />
        </div>
        <div className="col-lg-7">
          <SkeletonLine width="30%" />
          <SkeletonBlock height="10rem" className="mb-3" />
          <SkeletonLine width="50%" />
          <SkeletonLine width="80%" />
        </div>
      </div>
    </Skeleton>
  );
}

function ClaimDetailView({ claimReference, decide }: { claimReference: string; decide: ReturnType<typeof useSubmitClaimDecision> }) {
  const { data: detail } = useSuspenseQuery(getStaffClaimQueryOptions(useApiClient(), claimReference));
  const lastDecision = detail.history.findLast((entry) => entry.fromStatus === 'Submitted' && entry.toStatus !== 'Submitted');
  const deadline = resubmitDeadline(detail);
  const canDecide = useCanMakeStaffChange('claimDecisions');
  // Arrived with Next claim (the page stays the same): focus goes to the new claim's heading, so a screen
  // reader says which claim is now in view and the keyboard starts from it.
  const heading = useRef<HTMLHeadingElement>(null);
  const [params] = useSearchParams();
  const cameWithNextClaim = params.has(PREVIOUS_PARAM);
  useEffect(() => {
    if (cameWithNextClaim) heading.current?.focus({ preventScroll: false });
  }, [cameWithNextClaim]);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0" tabIndex={-1} ref={heading}>
          Claim {detail.claimReference}
        </h2>
        <ClaimStatusBadge status={detail.status} />
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-3 col-lg-2">Member</dt>
        <dd className="col-sm-9 col-lg-4">
          <bdi>{detail.member.name}</bdi> ({detail.member.membershipNumber})
        </dd>
        <dt className="col-sm-3 col-lg-2">Submitted</dt>
        <dd className="col-sm-9 col-lg-4">{formatDateTime(detail.submittedOn)}</dd>
        <dt className="col-sm-3 col-lg-2">Retailer</dt>
        <dd className="col-sm-9 col-lg-4">
          <bdi>{detail.retailer.name}</bdi>, <bdi>{detail.retailer.postCode}</bdi>
        </dd>
        <dt className="col-sm-3 col-lg-2">Receipt number</dt>
        <dd className="col-sm-9 col-lg-4">
          <bdi>{detail.receiptNumber}</bdi>
        </dd>
        <dt className="col-sm-3 col-lg-2">Purchase date</dt>
        <dd className="col-sm-9 col-lg-4">{formatDate(detail.purchaseDate)}</dd>
        <dt className="col-sm-3 col-lg-2">Period</dt>
        <dd className="col-sm-9 col-lg-4">
          {detail.period ? `${periodLabel({ schemeType: 'calor', name: detail.period.name })} (${formatDate(detail.period.startDate)} to ${formatDate(detail.period.endDate)}, ${PERIOD_STATE_LABELS[detail.period.state].toLowerCase()})` : 'None'}
        </dd>
        <dt className="col-sm-3 col-lg-2">Retailer VAT number</dt>
        <dd className="col-sm-9 col-lg-4">{detail.vatNumber || 'Not given'}</dd>
        <dt className="col-sm-3 col-lg-2">Cashback</dt>
        <dd className="col-sm-9 col-lg-4">{formatMoney(detail.cashback)}</dd>
      </dl>
      {decide.error && (
        <Alert color="danger" isOpen toggle={() => decide.reset()} closeAriaLabel="Dismiss" fade={false}>
          {refusalMessage(decide.error, DECISION_REFUSALS, 'The decision could not be recorded. Please try again.')}
        </Alert>
      )}
      <ClaimFlagsList flags={detail.flags} />
      <div className="row g-3">
        <div className="col-lg-5">
          <ReceiptViewer claimReference={detail.claimReference} receipt={detail.receipt} />
        </div>
        <div className="col-lg-7">
          <section aria-labelledby="lines-heading" className="mb-3">
            <h3 id="lines-heading" className="h6">
              Cylinders and totals
            </h3>
            <ClaimLinesTable claim={detail} />
          </section>
          {detail.status === 'Submitted' && !canDecide ? (
            <p className="text-body-secondary">{LOOK_ONLY_REASON}</p>
          ) : detail.status === 'Submitted' ? (
            <ClaimDecisionForm claim={detail} decide={decide} />
          ) : (
            // A note, not a warning: reactstrap's Alert always says role="alert", so the plain markup keeps role="status".
            <div className="alert alert-secondary" role="status">
              {lastDecision
                ? `${CLAIM_AUDIT_ACTION_LABELS[lastDecision.action]} by ${lastDecision.by.name} on ${formatDateTime(lastDecision.at)}.`
                : `This claim is ${detail.status.toLowerCase()}.`}
              {detail.status === 'Rejected' && detail.rejectionReason && ` Reason shown to the member: ${detail.rejectionReason}`}
              {detail.status === 'Rejected' && deadline && !detail.resubmittedAs && ` They may resubmit it until ${formatDate(deadline)}.`}
              {detail.resubmittedAs && ` Resubmitted as ${detail.resubmittedAs}.`}
            </div>
          )}
          {detail.status !== 'Submitted' && <NextClaim claimReference={detail.claimReference} />}
          <section aria-labelledby="history-heading" className="mt-3">
            <h3 id="history-heading" className="h6">
              History
            </h3>
            <ClaimHistory history={detail.history} />
          </section>
        </div>
      </div>
    </>
  );
}
