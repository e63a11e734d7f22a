import { Link, useSearchParams } from 'react-router';
import { DataLoad } from '@/session/DataLoad';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { CLAIM_AUDIT_ACTION_LABELS } from '@/domain/calor/claimReview';
import { resubmitDeadline } from '@/domain/calor/claim';
import { PERIOD_STATE_LABELS } from '@/domain/rewards/periods';
import { refusalMessage } from '@/api/refusalMessage';
import { useStaffClaim } from '../api/get-staff-claim';
import { useSubmitClaimDecision } from '../api/submit-claim-decision';
import { ClaimDecisionForm } from './ClaimDecisionForm';
import { ClaimFlagsList } from './ClaimFlagsList';
import { ClaimHistory } from './ClaimHistory';
import { ClaimLinesTable } from './ClaimLinesTable';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { queueSearch } from './claimReviewSearch';
import { ReceiptViewer } from './ReceiptViewer';

/** One claim's review view: the receipt beside the lines and totals, the flags, the history, the decision. */
export function ClaimReview({ claimReference }: { claimReference: string }) {
  const [params] = useSearchParams();
  const claim = useStaffClaim(claimReference);
  const decide = useSubmitClaimDecision(claimReference);
  return (
    <>
      <p>
        <Link to={{ search: queueSearch(params) }}>Back to the claims queue</Link>
      </p>
      <DataLoad query={claim} loadingLabel="Loading the claim…">
        {(detail) => {
          const lastDecision = detail.history.findLast((entry) => entry.fromStatus === 'Submitted' && entry.toStatus !== 'Submitted');
          const deadline = resubmitDeadline(detail);
          return (
            <>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
                <h2 className="h4 mb-0">Claim {detail.claimReference}</h2>
                <ClaimStatusBadge status={detail.status} />
              </div>
              <dl className="row mb-3">
                <dt className="col-sm-3 col-lg-2">Member</dt>
                <dd className="col-sm-9 col-lg-4">
                  {detail.member.name} ({detail.member.membershipNumber})
                </dd>
                <dt className="col-sm-3 col-lg-2">Submitted</dt>
                <dd className="col-sm-9 col-lg-4">{formatDateTime(detail.submittedOn)}</dd>
                <dt className="col-sm-3 col-lg-2">Retailer</dt>
                <dd className="col-sm-9 col-lg-4">
                  {detail.retailer.name}, {detail.retailer.postCode}
                </dd>
                <dt className="col-sm-3 col-lg-2">Receipt number</dt>
                <dd className="col-sm-9 col-lg-4">{detail.receiptNumber}</dd>
                <dt className="col-sm-3 col-lg-2">Purchase date</dt>
                <dd className="col-sm-9 col-lg-4">{formatDate(detail.purchaseDate)}</dd>
                <dt className="col-sm-3 col-lg-2">Period</dt>
                <dd className="col-sm-9 col-lg-4">
                  {detail.period ? `${detail.period.name} (${formatDate(detail.period.startDate)} to ${formatDate(detail.period.endDate)}, ${PERIOD_STATE_LABELS[detail.period.state].toLowerCase()})` : 'None'}
                </dd>
                <dt className="col-sm-3 col-lg-2">Retailer VAT number</dt>
                <dd className="col-sm-9 col-lg-4">{detail.vatNumber || 'Not given'}</dd>
                <dt className="col-sm-3 col-lg-2">Cashback</dt>
                <dd className="col-sm-9 col-lg-4">{formatMoney(detail.cashback)}</dd>
              </dl>
              {decide.error && (
                <div className="alert alert-danger alert-dismissible" role="alert">
                  {refusalMessage(decide.error, 'The decision could not be recorded. Please try again.')}
                  <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => decide.reset()} />
                </div>
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
                  {detail.status === 'Submitted' ? (
                    <ClaimDecisionForm claim={detail} decide={decide} />
                  ) : (
                    <div className="alert alert-secondary" role="status">
                      {lastDecision
                        ? `${CLAIM_AUDIT_ACTION_LABELS[lastDecision.action]} by ${lastDecision.by.name} on ${formatDateTime(lastDecision.at)}.`
                        : `This claim is ${detail.status.toLowerCase()}.`}
                      {detail.status === 'Rejected' && detail.rejectionReason && ` Reason shown to the member: ${detail.rejectionReason}`}
                      {detail.status === 'Rejected' && deadline && !detail.resubmittedAs && ` They may resubmit it until ${formatDate(deadline)}.`}
                      {detail.resubmittedAs && ` Resubmitted as ${detail.resubmittedAs}.`}
                    </div>
                  )}
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
        }}
      </DataLoad>
    </>
  );
}
