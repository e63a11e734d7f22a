import { Link, useSearchParams } from 'react-router';
import { useCalorClaims } from './api/get-calor-claims';
import { EmptyState } from '@/components/states/EmptyState';
import { newestClaimsFirst, REJECTED_CLAIM_CUTOFF_DAYS } from '@/domain/calor/claim';
import { useActingMember } from '@/session/useActingMember';
import { ClaimsTable } from './components/claims/ClaimsTable';
import { ClaimStatusFilter, readClaimStatus } from './components/claims/ClaimStatusFilter';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { DataLoad } from '@/session/DataLoad';
import { useToday } from '@/components/dates/useToday';
import { pathTo } from '@/config/paths';

/** /rewards/calor/claims: the member's claims, newest first, filtered by status (kept in the address). */
export function MyClaimsPage() {
  const { membershipNumber } = useActingMember();
  const claimsQuery = useCalorClaims(membershipNumber);
  const today = useToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readClaimStatus(searchParams.get('status'));

  if (!membershipNumber) return <NoMemberNotice area="Calor cashback" />;

  return (
    <>
      <section className="mb-4" aria-labelledby="my-claims-heading">
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <h2 id="my-claims-heading" className="h4 mb-0 me-auto">
            Your claims
          </h2>
          <Link to={pathTo('calorClaimForm')} className="btn btn-primary">
            Make a claim
          </Link>
        </div>
        <p className="mb-0">
          Statuses: Submitted (waiting to be checked), Approved, Rejected (with the reason) and Paid. A rejected claim can be
          corrected and resubmitted within {REJECTED_CLAIM_CUTOFF_DAYS} days of being rejected; after that it can no longer
          be resubmitted.
        </p>
      </section>
      <DataLoad query={claimsQuery} loadingLabel="Loading your claims…">
        {(claims) => {
          if (claims.length === 0)
            return (
              <EmptyState
                icon="claims"
                title="No claims yet"
                message="Claims you make for Calor cylinder purchases will be listed here."
                action={
                  <Link to={pathTo('calorClaimForm')} className="btn btn-outline-primary">
                    Make your first claim
                  </Link>
                }
              />
            );
          const shown = newestClaimsFirst(status ? claims.filter((claim) => claim.status === status) : claims);
          return (
            <>
              <div className="mb-3">
                <ClaimStatusFilter
                  value={status}
                  onChange={(next) => setSearchParams(next ? { status: next } : {}, { replace: true })}
                />
              </div>
              <p className="visually-hidden" role="status">
                {shown.length === 1 ? '1 claim shown' : `${shown.length} claims shown`}
              </p>
              {shown.length ? (
                <ClaimsTable claims={shown} today={today} />
              ) : (
                <EmptyState icon="claims" title={`No ${status} claims`} message="Choose another status to see your other claims." />
              )}
            </>
          );
        }}
      </DataLoad>
    </>
  );
}
