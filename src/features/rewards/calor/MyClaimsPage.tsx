import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useToday } from '@/components/dates/useToday';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { Pagination } from '@/components/lists/Pagination';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { SkeletonTable } from '@/components/states/SkeletonTable';
import { pathTo } from '@/config/paths';
import { CLAIM_STATUSES, newestClaimsFirst, REJECTED_CLAIM_CUTOFF_DAYS } from '@/domain/calor/claim';
import { knownValue } from '@/domain/lists/knownValue';
import { DEFAULT_PAGE_SIZE, type ListDefinition } from '@/domain/lists/listQuery';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { useMemberInView } from '@/session/useMemberInView';
import { getCalorClaimsQueryOptions } from './api/get-calor-claims';
import { ClaimsTable } from './components/claims/ClaimsTable';

/** The claims are held whole in the browser, newest first; the page and the status filter live in the address. */
const CLAIMS_LIST: ListDefinition<'newest', 'status'> = { sorts: ['newest'], filters: ['status'], defaultSort: 'newest', defaultDirection: 'desc' };

/** The status filter and the table still to come, where they will be. */
function ClaimsSkeleton() {
  return (
    <Skeleton label="Loading your claims…">
      <div className="mb-3">
        <SkeletonLine width="4rem" />
        <SkeletonBlock control width="9rem" />
      </div>
      <SkeletonTable rows={6} columns={7} />
    </Skeleton>
  );
}

function Claims() {
  const { data: claims } = useSuspenseQuery(getCalorClaimsQueryOptions(useApiClient(), useMemberInView()));
  const { query, setFilter, setPage } = useListState(CLAIMS_LIST);
  const today = useToday();
  const status = knownValue(CLAIM_STATUSES, query.filters.status);

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
  const current = pageOfItems(shown, query.page, DEFAULT_PAGE_SIZE);
  return (
    <>
      <div className="mb-3">
        <FilterBar label="Filter your claims">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={status ?? ''}
            onChange={(chosen) => setFilter('status', chosen)}
            options={CLAIM_STATUSES.map((option) => ({ value: option, label: option }))}
          />
        </FilterBar>
      </div>
      {shown.length ? (
        <>
          <ClaimsTable claims={current.items} today={today} />
          <Pagination
            result={{ items: current.items, page: current.page, pageSize: DEFAULT_PAGE_SIZE, total: shown.length }}
            onPage={setPage}
            label="Pages of your claims"
          />
        </>
      ) : (
        <EmptyState icon="claims" title={`No ${status} claims`} message="Choose another status to see your other claims." />
      )}
    </>
  );
}

/** /rewards/calor/claims: the member's claims, newest first, filtered by status (kept in the address). */
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
      <Suspense fallback={<ClaimsSkeleton />}>
        <Claims />
      </Suspense>
    </>
  );
}
