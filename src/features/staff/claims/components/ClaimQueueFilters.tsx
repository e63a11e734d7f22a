import { useId, useState } from 'react';
import { CLAIM_STATUSES } from '@/domain/calor/claim';
import type { ClaimQueueFilter, ClaimQueueOptions } from '@/domain/calor/claimReview';
import type { ListQuery } from '@/domain/lists/listQuery';

interface ClaimQueueFiltersProps {
  query: ListQuery<string, ClaimQueueFilter>;
  options: ClaimQueueOptions | undefined;
  onFilter: (name: ClaimQueueFilter, value: string) => void;
  onClear: () => void;
}

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
      <div className="col-sm-6 col-lg-2">
        <label className="form-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} className="form-select" value={query.filters.status ?? ''} onChange={(event) => onFilter('status', event.target.value)}>
          <option value="">Any status</option>
          {CLAIM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-2">
        <label className="form-label" htmlFor={`${id}-period`}>
          Period
        </label>
        <select id={`${id}-period`} className="form-select" value={query.filters.period ?? ''} onChange={(event) => onFilter('period', event.target.value)}>
          <option value="">Any period</option>
          {options?.periods.map((period) => (
            <option key={period.id} value={period.id}>
              {period.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-3">
        <label className="form-label" htmlFor={`${id}-retailer`}>
          Retailer
        </label>
        <select id={`${id}-retailer`} className="form-select" value={query.filters.retailer ?? ''} onChange={(event) => onFilter('retailer', event.target.value)}>
          <option value="">Any retailer</option>
          {options?.retailers.map((retailer) => (
            <option key={retailer.id} value={retailer.id}>
              {retailer.name}, {retailer.postCode}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-2">
        <label className="form-label" htmlFor={`${id}-flagged`}>
          Flags
        </label>
        <select id={`${id}-flagged`} className="form-select" value={query.filters.flagged ?? ''} onChange={(event) => onFilter('flagged', event.target.value)}>
          <option value="">Flagged or not</option>
          <option value="yes">Flagged</option>
          <option value="no">Not flagged</option>
        </select>
      </div>
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
