import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getBusinessTypesQueryOptions } from '@/api/get-business-types';
import { useUser } from '@/auth/AuthContext';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, TableSkeleton } from '@/components/states/Skeleton';
import { canActForMembers } from '@/domain/roles';
import { formatApiDate, formatDate } from '@/domain/format/date';
import { describeRating, referenceText, unitAddress, type ReferenceItem } from '@/domain/units/unitPremises';
import { overviewCsv, overviewFilter, RATING_FILTERS, ratingFilterLabel, UNITS_OVERVIEW_LIST, type OverviewRow } from '@/domain/units/unitsOverview';
import { actingForMemberPath, pathTo } from '@/config/paths';
import { exportUnitsOverview } from './api/export-units-overview';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { useUnitsOverview } from './api/get-units-overview';
import { StatusBadge } from '@/components/states/StatusBadge';
import { QUERY_LIMITS } from '@/domain/contractLimits';

const LOADING = 'Loading units…';

function overviewColumns(businessTypes: readonly ReferenceItem[], canOpen: boolean): Column<OverviewRow, 'membershipNumber'>[] {
  return [
    { header: 'Member', cell: ({ membershipNumber }) => membershipNumber },
    {
      header: 'Unit',
      isRowHeader: true,
      cell: ({ membershipNumber, unit }) => (
        <>
          {canOpen ? <Link to={actingForMemberPath(membershipNumber, pathTo('unitDetails', { unitId: unit.id }))}>{unit.name}</Link> : unit.name}
          {unit.isFranchiseUnit && <span className="badge text-bg-primary ms-2">Coffee franchise</span>}
          <div className="small">{unitAddress(unit)}</div>
        </>
      ),
    },
    { header: 'Business type', cell: ({ unit }) => referenceText(businessTypes, unit.businessTypeId) },
    {
      header: 'Food hygiene rating',
      cell: ({ unit }) => (
        <>
          {describeRating(unit.hygieneRating)}
          {unit.hygieneRating && <div className="small text-body-secondary">Inspected {formatDate(unit.hygieneRating.ratedOn)}</div>}
        </>
      ),
    },
    { header: 'Status', cell: ({ unit }) => (unit.status === 'Closed' ? <StatusBadge tone="ended">Closed</StatusBadge> : 'Open') },
  ];
}

function Overview() {
  const { data: businessTypes } = useSuspenseQuery(getBusinessTypesQueryOptions(useApiClient()));
  const list = useListState(UNITS_OVERVIEW_LIST);
  const overview = useUnitsOverview(list.query);
  const api = useApiClient();
  const canOpen = canActForMembers(useUser().roles);
  const filter = overviewFilter(list.query);
  const isFiltered = Boolean(filter.search || filter.businessTypeId || filter.rating);
  const exportCsv = async (progress: (done: number, total: number) => void) =>
    new Blob([overviewCsv(await exportUnitsOverview(api, list.query, progress), businessTypes)], { type: 'text/csv;charset=utf-8' });

  return (
    <div className="d-flex flex-column gap-3">
      <FilterBar label="Units">
        <ListSearch
          id="units-overview-search"
          maxLength={QUERY_LIMITS.getUnitsOverview.search.maxLength}
          label="Search" hint="Membership number, unit name or postcode" value={filter.search ?? ''} onSearch={(value) => list.setFilter('search', value)} />
        <FilterSelect
          label="Business type"
          allLabel="All business types"
          value={filter.businessTypeId ?? ''}
          onChange={(value) => list.setFilter('businessType', value)}
          options={businessTypes.map((type) => ({ value: type.id, label: type.text }))}
        />
        <FilterSelect
          label="Food hygiene rating"
          allLabel="All ratings"
          value={filter.rating ?? ''}
          onChange={(value) => list.setFilter('rating', value)}
          options={RATING_FILTERS.map((rating) => ({ value: rating, label: ratingFilterLabel(rating) }))}
        />
        {isFiltered && (
          <button type="button" className="btn btn-link px-0 mb-4" onClick={list.clearFilters}>
            Clear filters
          </button>
        )}
        <span className="ms-auto mb-4">
          <FileDownloadButton
            download={exportCsv}
            fileName={`units-overview-${formatApiDate(new Date())}.csv`}
            label="Export to CSV"
            progressText={(done, total) => `Exporting ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} units…`}
            className="btn btn-outline-primary"
            disabled={overview.data?.total === 0}
            failureMessage={() => 'The export could not be made. Please try again.'}
          />
        </span>
      </FilterBar>
      <ServerTable
        caption="Units of every member, by membership number"
        result={overview}
        columns={overviewColumns(businessTypes, canOpen)}
        rowKey={({ unit }) => unit.id}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<EmptyState icon="search" title="No units match" message="Try another search or clear the filters." />}
        loadingLabel={LOADING}
        errorTitle="The units could not be loaded"
      />
    </div>
  );
}

/** The filters and the table still to come, in their places and sizes. */
function OverviewSkeleton() {
  return (
    <div className="d-flex flex-column gap-3">
      <Skeleton label="Loading the filters…" minHeight="6.5rem">
        <SkeletonBlock height="6.5rem" className="col-12 col-md-6" />
      </Skeleton>
      <TableSkeleton label={LOADING} columns={5} />
    </div>
  );
}

/** /unit-premises/overview ({product}Admin, accountManager): every member's units, searched, filtered and paged by the server. */
export function UnitsOverviewPage() {
  return (
    <Suspense fallback={<OverviewSkeleton />}>
      <Overview />
    </Suspense>
  );
}
