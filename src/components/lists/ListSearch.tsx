import { useState, type FormEvent } from 'react';

interface ListSearchProps {
  id: string;
  label: string;
  hint: string;
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
}

/** A search box for a server-side list: asked when submitted (Enter or Search), cleared with Clear. */
export function ListSearch({ id, label, hint, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (Back, a shared link, Clear): show what it holds.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit} aria-label={label}>
      <div>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input id={id} type="search" className="form-control" value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-hint`} />
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
