import { useId, useState, type FormEvent } from 'react';
import type { ReferenceItem } from '@/domain/units/unitPremises';
import { RATING_FILTERS, ratingFilterLabel, type UnitsOverviewFilter } from '@/domain/units/unitsOverview';

interface OverviewFiltersProps {
  filter: UnitsOverviewFilter;
  businessTypes: ReferenceItem[];
  /** A changed filter always goes back to the first page. */
  onChange: (filter: UnitsOverviewFilter) => void;
}

/** Search (on submit) and the two filters (as soon as they change); all of it kept in the address. */
export function OverviewFilters({ filter, businessTypes, onChange }: OverviewFiltersProps) {
  const ids = { search: useId(), type: useId(), rating: useId() };
  const [search, setSearch] = useState(filter.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, search: search.trim(), page: 1 });
  };
  const isFiltered = Boolean(filter.search || filter.businessTypeId || filter.rating);
  return (
    <form role="search" aria-label="Units" className="row g-3 align-items-start mb-3" onSubmit={submit}>
      <div className="col-md-5">
        <label htmlFor={ids.search} className="form-label">
          Search
        </label>
        <div className="input-group">
          <input
            id={ids.search}
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${ids.search}-hint`}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
        <div id={`${ids.search}-hint`} className="form-text">
          Membership number, unit name or postcode
        </div>
      </div>
      <div className="col-md-3">
        <label htmlFor={ids.type} className="form-label">
          Business type
        </label>
        <select id={ids.type} className="form-select" value={filter.businessTypeId} onChange={(event) => onChange({ ...filter, businessTypeId: event.target.value, page: 1 })}>
          <option value="">All business types</option>
          {businessTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.text}
            </option>
          ))}
        </select>
      </div>
      <div className="col-md-3">
        <label htmlFor={ids.rating} className="form-label">
          Food hygiene rating
        </label>
        <select
          id={ids.rating}
          className="form-select"
          value={filter.rating}
          onChange={(event) => onChange({ ...filter, rating: event.target.value as UnitsOverviewFilter['rating'], page: 1 })}
        >
          <option value="">All ratings</option>
          {RATING_FILTERS.map((rating) => (
            <option key={rating} value={rating}>
              {ratingFilterLabel(rating)}
            </option>
          ))}
        </select>
      </div>
      {isFiltered && (
        <div className="col-md-2 align-self-center">
          <button
            type="button"
            className="btn btn-link px-0"
            onClick={() => {
              setSearch('');
              onChange({ search: '', businessTypeId: '', rating: '', page: 1 });
            }}
          >
            Clear filters
          </button>
          </div>
      )}
    </form>
  );
}
