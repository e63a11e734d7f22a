import { useMemo } from 'react';
import { Link } from 'react-router';
import { useToday } from '@/components/dates/useToday';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { EmptyState } from '@/components/states/EmptyState';
import { pathTo } from '@/config/paths';
import { CLAIM_STATUSES, REJECTED_CLAIM_CUTOFF_DAYS, type CalorClaim } from '@/domain/calor/claim';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { knownValue } from '@/domain/lists/knownValue';
import { useMemberInView } from '@/session/useMemberInView';
import { CALOR_CLAIMS_LIST, useCalorClaims } from './api/get-calor-claims';
import { ClaimCylinders } from './components/claims/ClaimCylinders';
import { ResubmitAction } from './components/claims/ResubmitAction';

const referenceId = (claim: CalorClaim) => `claim-${claim.claimReference}`;

/** What was claimed, what it earns, where it stands, and (for a rejected claim) whether it can still be resubmitted. */
function claimColumns(today: Date): Column<CalorClaim, 'newest'>[] {
  return [
    {
      header: 'Reference',
      isRowHeader: true,
      className: 'text-nowrap',
      cell: (claim) => (
        <span id={referenceId(claim)} className="reference">
          {claim.claimReference}
        </span>
      ),
    },
    // The date stays whole; its heading may take two lines, so the status keeps its place at 1024 px.
    { header: 'Purchase date', cell: (claim) => <span className="text-nowrap">{formatDate(claim.purchaseDate)}</span> },
    { header: 'Retailer', cell: (claim) => claim.retailer.name },
    { header: 'Cylinders', className: 'small', minWidth: '7rem', cell: (claim) => <ClaimCylinders lines={claim.purchaseDetails} /> },
    { header: 'Total excl. VAT', numeric: true, cell: (claim) => formatMoney(claim.totalExcludingVat) },
    { header: 'Cashback', numeric: true, cell: (claim) => formatMoney(claim.cashback) },
    {
      header: 'Status',
      phone: 'status',
      cell: (claim) => (
        <>
          <ClaimStatusBadge status={claim.status} />
          {claim.rejectionReason && <p className="small mb-0 mt-1">{claim.rejectionReason}</p>}
        </>
      ),
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      phone: 'action',
      cell: (claim) => <ResubmitAction claim={claim} today={today} describedBy={referenceId(claim)} />,
    },
  ];
}

/** The member's claims a page at a time, newest first, narrowed to one status; both kept in the address. */
function Claims() {
  const list = useListState(CALOR_CLAIMS_LIST);
  const claims = useCalorClaims(useMemberInView(), list.query);
  const today = useToday();
  const columns = useMemo(() => claimColumns(today), [today]);
  const status = knownValue(CLAIM_STATUSES, list.query.filters.status);
  const none = !status && claims.data?.total === 0;
  return (
    <>
      {!none && (
        <div className="mb-3">
          <FilterBar label="Filter your claims">
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              value={status ?? ''}
              onChange={(chosen) => list.setFilter('status', chosen)}
              options={CLAIM_STATUSES.map((option) => ({ value: option, label: option }))}
            />
          </FilterBar>
        </div>
      )}
      <ServerTable
        caption="Your Calor claims, newest first"
        result={claims}
        columns={columns}
        rowKey={(claim) => claim.claimReference}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading your claims…"
        errorTitle="Your claims could not be loaded"
        empty={
          status ? (
            <EmptyState icon="claims" title={`No ${status} claims`} message="Choose another status to see your other claims." />
          ) : (
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
          )
        }
      />
    </>
  );
}

/** /rewards/calor/claims: the member's claims, newest first, a page at a time, filtered by status (kept in the address). */
export function MyClaimsPage() {
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
      <Claims />
    </>
  );
}
