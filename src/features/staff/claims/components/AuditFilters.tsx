import { useId, useState } from 'react';
import { CLAIM_AUDIT_ACTIONS, CLAIM_AUDIT_ACTION_LABELS, type ClaimAuditFilter } from '@/domain/calor/claimReview';
import type { ListQuery } from '@/domain/lists/listQuery';
import { FilterSelect } from '@/components/lists/FilterSelect';

interface AuditFiltersProps {
  query: ListQuery<string, ClaimAuditFilter>;
  reviewers: readonly string[];
  onFilter: (name: ClaimAuditFilter, value: string) => void;
  onClear: () => void;
}

/** Reviewer, decision and dates apply as chosen; the claim reference when searched. */
export function AuditFilters({ query, reviewers, onFilter, onClear }: AuditFiltersProps) {
  const id = useId();
  const [reference, setReference] = useState(query.filters.claimReference ?? '');
  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label="Filter the audit"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter('claimReference', reference);
      }}
    >
      <FilterSelect
        className="col-sm-6 col-lg-2"
        label="Reviewer"
        allLabel="Anyone"
        value={query.filters.reviewer ?? ''}
        onChange={(value) => onFilter('reviewer', value)}
        options={reviewers.map((name) => ({ value: name, label: name }))}
      />
      <FilterSelect
        className="col-sm-6 col-lg-2"
        label="Decision or change"
        allLabel="Any"
        value={query.filters.decision ?? ''}
        onChange={(value) => onFilter('decision', value)}
        options={CLAIM_AUDIT_ACTIONS.map((action) => ({ value: action, label: CLAIM_AUDIT_ACTION_LABELS[action] }))}
      />
      <div className="col-sm-6 col-lg-2">
        <label className="form-label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} className="form-control" type="date" value={query.filters.from ?? ''} onChange={(event) => onFilter('from', event.target.value)} />
      </div>
      <div className="col-sm-6 col-lg-2">
        <label className="form-label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} className="form-control" type="date" value={query.filters.to ?? ''} onChange={(event) => onFilter('to', event.target.value)} />
      </div>
      <div className="col-sm-8 col-lg-4">
        <label className="form-label" htmlFor={`${id}-reference`}>
          Claim reference
        </label>
        <div className="input-group">
          <input id={`${id}-reference`} className="form-control" type="search" value={reference} onChange={(event) => setReference(event.target.value)} />
          <button type="submit" className="btn btn-outline-primary">
            Search
          </button>
        </div>
      </div>
      {Object.keys(query.filters).length > 0 && (
        <div className="col-12">
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => {
              setReference('');
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
