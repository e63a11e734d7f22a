import { useId, useState, type KeyboardEvent } from 'react';
import type { FilterOption, FilterSelectProps } from './FilterSelect';

/** At most this many matches are listed at once; typing more of a name narrows them. */
const SHOWN_MATCHES = 10;

const matchesOf = (options: readonly FilterOption[], text: string) => {
  const wanted = text.trim().toLocaleLowerCase('en-GB');
  return wanted ? options.filter((option) => option.label.toLocaleLowerCase('en-GB').includes(wanted)) : options;
};

const countText = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

/**
 * A filter over a long list of choices (hundreds of units), found by typing any part of a name or postcode:
 * an editable combobox with a list of matches (the WAI-ARIA pattern), which a native select of that length
 * is not (its type-ahead matches a name's first letters only, and it draws every choice with the page). Reads
 * like FilterSelect: the chosen one's name in the box, the "all" choice when it is empty.
 */
export function FilterCombobox({ label, value, onChange, allLabel, options, className, width }: Omit<FilterSelectProps, 'layout'>) {
  const id = useId();
  const listId = `${id}-list`;
  const chosenLabel = options.find((option) => option.value === value)?.label ?? '';
  const [text, setText] = useState(chosenLabel);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A choice made elsewhere (the address, Back), or its name come later with the choices: the box shows it.
  const [shown, setShown] = useState({ value, label: chosenLabel });
  if (shown.value !== value || shown.label !== chosenLabel) {
    setShown({ value, label: chosenLabel });
    setText(chosenLabel);
  }

  // Only while the list is open: closed, nothing reads them, and the page around it renders often.
  const matches = isOpen ? matchesOf(options, text) : [];
  // The "all" choice first, then the first matches: every row is a choice, none a note.
  const listed: FilterOption[] = [{ value: '', label: allLabel }, ...matches.slice(0, SHOWN_MATCHES)];
  const hidden = matches.length - (listed.length - 1);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: FilterOption) => {
    setText(option.value ? option.label : '');
    close();
    if (option.value !== value) onChange(option.value);
  };
  // Leaving the box: an exact name chooses it, an empty box chooses all; anything else goes back to the choice.
  const settle = () => {
    const typed = text.trim().toLocaleLowerCase('en-GB');
    const exact = options.find((option) => option.label.toLocaleLowerCase('en-GB') === typed);
    if (exact) choose(exact);
    else if (!typed) choose(listed[0]!);
    else {
      setText(chosenLabel);
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), listed.length - 1));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      if (active >= 0) choose(listed[active]!);
      else if (matches.length === 1) choose(matches[0]!);
      else settle();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setText(chosenLabel);
      close();
    }
  };

  return (
    <div className={['position-relative', className].filter(Boolean).join(' ')} style={width ? { width, maxWidth: '100%', minWidth: 0 } : undefined}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="form-select"
        autoComplete="off"
        placeholder={allLabel}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={settle}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        Type to narrow the list, then choose with the arrow keys and Enter.
      </span>
      <div className="position-absolute w-100 z-3 mt-1 bg-body border rounded shadow-sm" hidden={!isOpen}>
        <ul id={listId} role="listbox" aria-label={label} className="list-group list-group-flush mb-0">
          {isOpen &&
            listed.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`list-group-item list-group-item-action py-1${index === active ? ' active' : ''}${option.value === value ? ' fw-semibold' : ''}`}
                // Keeps the focus in the box (a blur would settle the typed text first).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
        {isOpen && hidden > 0 && <p className="small text-body-secondary px-3 py-2 mb-0 border-top">{hidden} more: type more to narrow the list</p>}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {isOpen ? countText(matches.length) : ''}
      </p>
    </div>
  );
}
