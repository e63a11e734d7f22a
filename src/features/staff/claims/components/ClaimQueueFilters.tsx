import { useId, useState } from 'react';
import { CLAIM_STATUSES } from '@/domain/calor/claim';
import type { ClaimQueueFilter, ClaimQueueOptions } from '@/domain/calor/claimReview';
import type { ListQuery } from '@/domain/lists/listQuery';
import { FilterSelect } from '@/components/lists/FilterSelect';

interface ClaimQueueFiltersProps {
  query: ListQuery<string, ClaimQueueFilter>;
  options: ClaimQueueOptions | undefined;
  onFilter: (name: ClaimQueueFilter, value: string) => void;
  onClear: () => void;
}

const FLAG_OPTIONS = [
  { value: 'yes', label: 'Flagged' },
  { value: 'no', label: 'Not flagged' },
];

/** Status, period, retailer and flags apply as they are chosen; the member search when submitted. */
export function ClaimQueueFilters({ query, options, onFilter, onClear }: ClaimQueueFiltersProps) {
  const id = useId();
  const [member, setMember] = useState(query.filters.member ?? '');
  const hasFilters = Object.keys(query.filters).length > 0;
  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label="Filter claims"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter('member', member);
      }}
    >
      <FilterSelect
        className="col-sm-6 col-lg-2"
        label="Status"
        allLabel="Any status"
        value={query.filters.status ?? ''}
        onChange={(value) => onFilter('status', value)}
        options={CLAIM_STATUSES.map((status) => ({ value: status, label: status }))}
      />
      <FilterSelect
        className="col-sm-6 col-lg-2"
        label="Period"
        allLabel="Any period"
        value={query.filters.period ?? ''}
        onChange={(value) => onFilter('period', value)}
        options={(options?.periods ?? []).map((period) => ({ value: period.id, label: period.name }))}
      />
      <FilterSelect
        className="col-sm-6 col-lg-3"
        label="Retailer"
        allLabel="Any retailer"
        value={query.filters.retailer ?? ''}
        onChange={(value) => onFilter('retailer', value)}
        options={(options?.retailers ?? []).map((retailer) => ({ value: retailer.id, label: `${retailer.name}, ${retailer.postCode}` }))}
      />
      <FilterSelect
        className="col-sm-6 col-lg-2"
        label="Flags"
        allLabel="Flagged or not"
        value={query.filters.flagged ?? ''}
        onChange={(value) => onFilter('flagged', value)}
        options={FLAG_OPTIONS}
      />
      <div className="col-sm-8 col-lg-3">
        <label className="form-label" htmlFor={`${id}-member`}>
          Member number or name
        </label>
        <div className="input-group">
          <input id={`${id}-member`} className="form-control" type="search" value={member} onChange={(event) => setMember(event.target.value)} />
          <button type="submit" className="btn btn-outline-primary">
            Search
          </button>
        </div>
      </div>
      {hasFilters && (
        <div className="col-12">
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => {
              setMember('');
              onClear();
            }}
          >
            Clear filters
          </button>
        </div>
      )}
    </form>
  );
}
