import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getPremisesReferenceListsQueryOptions } from '@/api/get-premises-reference-lists';
import { useTradingUnits } from '@/api/get-trading-units';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { QUERY_LIMITS } from '@/domain/contractLimits';
import { DEFAULT_PAGE_SIZE } from '@/domain/lists/listQuery';
import { UNITS_LIST } from '@/domain/units/unitsList';
import { useMemberInView } from '@/session/useMemberInView';
import { pathTo } from '@/config/paths';
import { TableSkeleton } from '@/components/states/Skeleton';
import { UnitsTable } from './components/UnitsTable';

const STATUS_OPTIONS = [
  { value: 'Open', label: 'Open' },
  { value: 'Closed', label: 'Closed' },
];

function Units() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const list = useListState(UNITS_LIST);
  const units = useTradingUnits(membershipNumber, list.query);
  const [{ data: documents }, { data: lists }] = useSuspenseQueries({
    queries: [getMemberDocumentsQueryOptions(api, membershipNumber), getPremisesReferenceListsQueryOptions(api)],
  });
  const { search, status } = list.query.filters;
  if (units.data?.total === 0 && !search && !status)
    return (
      <EmptyState
        icon="premises"
        title="No units yet"
        message="Add each place you trade from (premises, a kitchen, a van or a stall) to keep its risk assessments and records together."
        action={
          <Link to={pathTo('newUnit')} className="btn btn-primary">
            Create your first unit
          </Link>
        }
      />
    );
  // A search and a filter help once the units run past one page; for a page or less they are clutter.
  const hasFilters = Boolean(search || status);
  const showFilters = hasFilters || (units.data?.total ?? 0) > DEFAULT_PAGE_SIZE;
  return (
    <div className="d-flex flex-column gap-3">
      {showFilters && (
        <FilterBar label="Find a unit">
          <ListSearch
            id="units-search"
            maxLength={QUERY_LIMITS.getTradingUnits.search.maxLength}
            label="Search your units"
            hint="A unit’s name, town or postcode"
            value={search ?? ''}
            onSearch={(value) => list.setFilter('search', value)}
          />
          <FilterSelect label="Status" allLabel="Open and closed" width="12rem" value={status ?? ''} onChange={(value) => list.setFilter('status', value)} options={STATUS_OPTIONS} />
        </FilterBar>
      )}
      <UnitsTable result={units} list={list} documents={documents.documents} businessTypes={lists.businessTypes} />
    </div>
  );
}

/** /unit-premises (needsMember): the member's trading units, paged by the server, with each one's rating and risk assessments at a glance. */
export function UnitPremisesPage() {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h4 mb-0 me-auto">Your units</h2>
        <Link to={pathTo('newUnit')} className="btn btn-primary">
          Create New Unit
        </Link>
      </div>
      <Suspense fallback={<TableSkeleton label="Loading your units…" rows={2} columns={5} lines={4} headerLines={2} />}>
        <Units />
      </Suspense>
    </>
  );
}
