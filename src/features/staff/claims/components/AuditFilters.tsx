import { FilterBar } from '@/components/lists/FilterBar';
import { FilterDate } from '@/components/lists/FilterDate';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import type { ListState } from '@/components/lists/useListState';
import { CLAIM_AUDIT_ACTIONS, CLAIM_AUDIT_ACTION_LABELS, type ClaimAuditFilter, type ClaimAuditSort } from '@/domain/calor/claimReview';
import { QUERY_LIMITS } from '@/domain/contractLimits';

interface AuditFiltersProps {
  list: ListState<ClaimAuditSort, ClaimAuditFilter>;
  /** The reviewers to choose from; empty while they load. */
  reviewers: readonly string[];
}

/** The claim reference when searched; reviewer, decision and dates as they are chosen. */
export function AuditFilters({ list, reviewers }: AuditFiltersProps) {
  const { filters } = list.query;
  return (
    <div className="d-flex flex-column gap-2 mb-3">
      <FilterBar label="Filter the audit">
        <ListSearch
          id="claims-audit-search"
          maxLength={QUERY_LIMITS.getClaimsAudit.claimReference.maxLength}
          label="Claim reference"
          hint="The whole reference, as CLR-100005"
          value={filters.claimReference ?? ''}
          onSearch={(value) => list.setFilter('claimReference', value)}
        />
        {/* The reviewers arrive on their own: a width of its own keeps the bar still when they do. */}
        <FilterSelect
          className="col-12 col-sm-5 col-lg-2"
          label="Reviewer"
          allLabel="Anyone"
          value={filters.reviewer ?? ''}
          onChange={(value) => list.setFilter('reviewer', value)}
          options={reviewers.map((name) => ({ value: name, label: name }))}
        />
        <FilterSelect
          label="Decision or change"
          allLabel="Any"
          value={filters.decision ?? ''}
          onChange={(value) => list.setFilter('decision', value)}
          options={CLAIM_AUDIT_ACTIONS.map((action) => ({ value: action, label: CLAIM_AUDIT_ACTION_LABELS[action] }))}
        />
        <FilterDate label="From" value={filters.from ?? ''} onChange={(value) => list.setFilter('from', value)} />
        <FilterDate label="To" value={filters.to ?? ''} onChange={(value) => list.setFilter('to', value)} />
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
