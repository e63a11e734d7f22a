import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { errorSummaryEntries } from './errorSummaryEntries';
import { useFormFields } from './FormFieldsContext';

type NamedControl = HTMLElement & { name: string };

const isNamedControl = (element: Element): element is NamedControl =>
  element instanceof HTMLElement && typeof (element as Partial<NamedControl>).name === 'string';

/** The first control, in page order, of a field or of every field inside a group (declarations, a table's rows). */
function firstControlFor(form: HTMLFormElement, name: string): NamedControl | undefined {
  return Array.from(form.elements)
    .filter(isNamedControl)
    .find((control) => control.name === name || control.name.startsWith(`${name}.`));
}

/**
 * GOV.UK's error summary: after a refused submit, 'There is a problem' and a link to each invalid field, in
 * form order, with the words of its inline message. It takes focus each time a submit is refused, so the
 * list is read out first; a link moves focus to its field. It goes once every field is put right.
 */
export function ErrorSummary({ description }: { description?: ReactNode }) {
  const { setFocus } = useFormContext();
  const { errors, defaultValues, isSubmitted, isSubmitSuccessful, submitCount } = useFormState();
  const { idFor, formElement } = useFormFields();
  const headingId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const entries = errorSummaryEntries(errors, defaultValues);

  // Only a refused submit renders the summary, so after a successful one there is nothing to focus.
  useEffect(() => {
    if (submitCount > 0) summary.current?.focus();
  }, [submitCount]);

  if (!isSubmitted || isSubmitSuccessful || entries.length === 0) return null;

  function focusField(event: MouseEvent, name: string) {
    event.preventDefault();
    const form = formElement.current;
    if (!form) return;
    const control = firstControlFor(form, name);
    // Through react-hook-form's ref, which knows how to focus its control (a date picker, the first radio).
    setFocus(control?.name ?? name);
    // Otherwise the control itself, or what carries the link's id (an empty list's 'Add' button).
    const target = control ?? form.ownerDocument.getElementById(idFor(name));
    if (target && form.contains(target) && document.activeElement !== target) target.focus();
  }

  return (
    <div ref={summary} tabIndex={-1} role="alert" aria-labelledby={headingId} className="alert alert-danger">
      <h2 id={headingId} className="h5 alert-heading">
        There is a problem
      </h2>
      {description && <p>{description}</p>}
      <ul className="mb-0">
        {entries.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${idFor(name)}`} className="alert-link" onClick={(event) => focusField(event, name)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
