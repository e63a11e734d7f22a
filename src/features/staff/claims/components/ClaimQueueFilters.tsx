import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import type { ListState } from '@/components/lists/useListState';
import { CLAIM_STATUSES } from '@/domain/calor/claim';
import type { ClaimQueueFilter, ClaimQueueOptions, ClaimQueueSort } from '@/domain/calor/claimReview';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { QUERY_LIMITS } from '@/domain/contractLimits';

interface ClaimQueueFiltersProps {
  list: ListState<ClaimQueueSort, ClaimQueueFilter>;
  /** The periods and retailers to choose from; undefined while they load. */
  options: ClaimQueueOptions | undefined;
}

const FLAG_OPTIONS = [
  { value: 'yes', label: 'Flagged' },
  { value: 'no', label: 'Not flagged' },
];

/** The member search when submitted; status, period, retailer and flags as they are chosen. */
export function ClaimQueueFilters({ list, options }: ClaimQueueFiltersProps) {
  const { filters } = list.query;
  return (
    <div className="d-flex flex-column gap-2 mb-3">
      <FilterBar label="Filter claims">
        <ListSearch
          id="claim-member-search"
          maxLength={QUERY_LIMITS.getClaimQueue.member.maxLength}
          label="Member number or name"
          hint="A membership number or part of a member's name"
          value={filters.member ?? ''}
          onSearch={(value) => list.setFilter('member', value)}
        />
        <FilterSelect
          label="Status"
          width="11rem"
          allLabel="Any status"
          value={filters.status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          options={CLAIM_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        {/* The period and retailer choices arrive on their own: widths of their own keep the bar still when they do. */}
        <FilterSelect
          width="17rem"
          label="Period"
          allLabel="Any period"
          value={filters.period ?? ''}
          onChange={(value) => list.setFilter('period', value)}
          options={(options?.periods ?? []).map((period) => ({ value: period.id, label: periodLabel({ schemeType: 'calor', name: period.name }) }))}
        />
        <FilterSelect
          width="20rem"
          label="Retailer"
          allLabel="Any retailer"
          value={filters.retailer ?? ''}
          onChange={(value) => list.setFilter('retailer', value)}
          options={(options?.retailers ?? []).map((retailer) => ({ value: retailer.id, label: `${retailer.name}, ${retailer.postCode}` }))}
        />
        <FilterSelect label="Flags" width="11rem" allLabel="Flagged or not" value={filters.flagged ?? ''} onChange={(value) => list.setFilter('flagged', value)} options={FLAG_OPTIONS} />
      </FilterBar>
      {Object.keys(filters).length > 0 && (
        <p className="mb-0">
          <button type="button" className="btn btn-link p-0" onClick={list.clearFilters}>
            Clear filters
          </button>
        </p>
      )}
    </div>
  );
}
