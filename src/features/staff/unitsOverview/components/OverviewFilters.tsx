import { useId, useState, type FormEvent } from 'react';
import type { ReferenceItem } from '@/domain/units/unitPremises';
import { RATING_FILTERS, ratingFilterLabel, type UnitsOverviewFilter } from '@/domain/units/unitsOverview';
import { FilterSelect } from '@/components/lists/FilterSelect';

interface OverviewFiltersProps {
  filter: UnitsOverviewFilter;
  businessTypes: ReferenceItem[];
  /** A changed filter always goes back to the first page. */
  onChange: (filter: UnitsOverviewFilter) => void;
}

/** Search (on submit) and the two filters (as soon as they change); all of it kept in the address. */
export function OverviewFilters({ filter, businessTypes, onChange }: OverviewFiltersProps) {
  const searchId = useId();
  const [search, setSearch] = useState(filter.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, search: search.trim(), page: 1 });
  };
  const isFiltered = Boolean(filter.search || filter.businessTypeId || filter.rating);
  return (
    <form role="search" aria-label="Units" className="row g-3 align-items-start mb-3" onSubmit={submit}>
      <div className="col-md-5">
        <label htmlFor={searchId} className="form-label">
          Search
        </label>
        <div className="input-group">
          <input
            id={searchId}
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${searchId}-hint`}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
        <div id={`${searchId}-hint`} className="form-text">
          Membership number, unit name or postcode
        </div>
      </div>
      <FilterSelect
        className="col-md-3"
        label="Business type"
        allLabel="All business types"
        value={filter.businessTypeId}
        onChange={(value) => onChange({ ...filter, businessTypeId: value, page: 1 })}
        options={businessTypes.map((type) => ({ value: type.id, label: type.text }))}
      />
      <FilterSelect
        className="col-md-3"
        label="Food hygiene rating"
        allLabel="All ratings"
        value={filter.rating}
        onChange={(value) => onChange({ ...filter, rating: value as UnitsOverviewFilter['rating'], page: 1 })}
        options={RATING_FILTERS.map((rating) => ({ value: rating, label: ratingFilterLabel(rating) }))}
      />
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
