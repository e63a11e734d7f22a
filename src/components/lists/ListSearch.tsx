import { useState, type FormEvent } from 'react';
import { withoutHiddenCharacters } from '@/domain/text/textRule';

interface ListSearchProps {
  id: string;
  label: string;
  hint: string;
  /** The contract's limit on the search (src/domain/contractLimits.ts): typing stops there. */
  maxLength: number;
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * A search box for a server-side list: asked when submitted (Enter or Search), cleared with Clear. Hidden
 * characters pasted with the text are left out of the search (the API refuses them).
 */
export function ListSearch({ id, label, hint, maxLength, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (Back, a shared link, Clear): show what it holds.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withoutHiddenCharacters(text));
  };
  return (
    <form role="search" className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit} aria-label={label}>
      <div>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <button type="submit" className="btn btn-outline-primary">
        Search
      </button>
      {value && (
        <button type="button" className="btn btn-link" onClick={() => onSearch('')}>
          Clear search
        </button>
      )}
      <p id={`${id}-hint`} className="form-text w-100 mb-0">
        {hint}
      </p>
    </form>
  );
}
