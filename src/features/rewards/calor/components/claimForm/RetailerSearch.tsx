import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { FieldControlProps } from '@/components/forms/useField';
import { controlClassName } from '@/components/forms/controlClassName';
import { useRetailerSearch } from '@/features/rewards/calor/api/search-retailers';
import { describeRetailer, isSearchableRetailerQuery, RETAILER_SEARCH_MIN_LENGTH, type Retailer } from '@/domain/calor/retailer';
import { useDebouncedValue } from '@/features/rewards/calor/hooks/useDebouncedValue';

/** Long enough that a member typing a name asks once, short enough to feel immediate. */
export const RETAILER_SEARCH_DEBOUNCE_MS = 300;

interface RetailerSearchProps {
  membershipNumber: string;
  /** The retailer field's control props (id, aria-invalid, aria-describedby: its hint and error). */
  control: FieldControlProps;
  isInvalid: boolean;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onSelect: (retailer: Retailer) => void;
  onBlur: () => void;
}

/**
 * The retailer search (spec §2, call 9): a combobox that asks from 3 typed characters, a moment after
 * typing stops, and lists matches to pick with the mouse or the arrow keys and Enter (which never submits
 * the claim). Answers are keyed
 * by the query text, so a slow answer to an older query never shows; failures are only logged (§8).
 */
export function RetailerSearch({ membershipNumber, control, isInvalid, name, inputRef, onSelect, onBlur }: RetailerSearchProps) {
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const searchedQuery = useDebouncedValue(query.trim(), RETAILER_SEARCH_DEBOUNCE_MS);
  const search = useRetailerSearch(membershipNumber, searchedQuery);

  useEffect(() => {
    if (search.error) console.warn(`Retailer search for "${searchedQuery}" failed`, search.error);
  }, [search.error, searchedQuery]);

  const isSearchable = isSearchableRetailerQuery(searchedQuery);
  const results = isSearchable && search.data ? search.data : [];
  const showList = isOpen && results.length > 0;

  function select(retailer: Retailer) {
    onSelect(retailer);
    setQuery('');
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter in a search box never submits the claim around it: it picks the highlighted retailer, or
      // shows the list again, as a search would.
      event.preventDefault();
      const retailer = showList ? results[activeIndex] : undefined;
      if (retailer) select(retailer);
      else setOpen(true);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="position-relative" style={{ maxWidth: '40rem' }}>
      <input
        ref={inputRef}
        {...control}
        name={name}
        type="text"
        role="combobox"
        className={controlClassName('form-control', isInvalid)}
        placeholder="Name or postcode"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <ul id={listId} role="listbox" aria-label="Retailers found" className="list-group position-absolute w-100 shadow z-3" hidden={!showList}>
        {results.map((retailer, index) => (
          <li
            key={retailer.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={`list-group-item list-group-item-action${index === activeIndex ? ' active' : ''}`}
            style={{ cursor: 'pointer' }}
            // Keep focus in the input, so choosing does not first close the list by blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => select(retailer)}
          >
            {describeRetailer(retailer)}
          </li>
        ))}
      </ul>
      <div id={statusId} role="status" className="form-text">
        <SearchStatus query={query.trim()} searchedQuery={searchedQuery} isFetching={search.isFetching} resultCount={search.isSuccess ? results.length : undefined} />
      </div>
    </div>
  );
}

function SearchStatus({ query, searchedQuery, isFetching, resultCount }: { query: string; searchedQuery: string; isFetching: boolean; resultCount?: number }) {
  if (!query) return null;
  if (!isSearchableRetailerQuery(query)) return <>Type at least {RETAILER_SEARCH_MIN_LENGTH} characters to search.</>;
  if (isFetching || query !== searchedQuery) return <>Searching…</>;
  if (resultCount === undefined) return null; // a failed search shows nothing (spec §8)
  if (resultCount === 0) return <>No retailers match “{searchedQuery}”. You can add a new retailer instead.</>;
  return <>{resultCount === 1 ? '1 retailer found' : `${resultCount} retailers found`}. Choose one from the list.</>;
}
