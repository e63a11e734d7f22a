import { waitFor, within, type ByRoleMatcher, type Matcher } from '@testing-library/react';

// Queries by what a person perceives, for the shapes Testing Library has no single query for: the one landmark,
// row or list item (found by its role) that shows a text, and a description list read as term → definition.

/** The one element among `candidates` (found by role) that shows `text`; fails when none or several do. */
export function holding(candidates: HTMLElement[], text: Matcher): HTMLElement {
  const found = candidates.filter((candidate) => within(candidate).queryAllByText(text).length > 0);
  if (found.length !== 1) throw new Error(`Expected one of ${candidates.length} elements to show ${String(text)}, found ${found.length}`);
  return found[0]!;
}

/** Waits for the one element with `role` (a status, an alert) that shows `text`. */
export const findHolding = (role: ByRoleMatcher, text: Matcher, container: HTMLElement = document.body) =>
  waitFor(() => holding(within(container).getAllByRole(role), text));

/** The table row in `container` that shows `text`. */
export const rowShowing = (container: HTMLElement, text: Matcher) => holding(within(container).getAllByRole('row'), text);

/** A description list's terms and their definitions, as a person reads them in pairs. */
export function definitionsIn(container: HTMLElement): Record<string, string> {
  const terms = within(container).getAllByRole('term');
  const definitions = within(container).getAllByRole('definition');
  if (terms.length !== definitions.length) throw new Error(`${terms.length} terms but ${definitions.length} definitions`);
  return Object.fromEntries(terms.map((term, i) => [term.textContent, definitions[i]!.textContent]));
}

/** The definition given for `term` in `container`'s description list. */
export function definitionOf(container: HTMLElement, term: string): HTMLElement {
  const terms = within(container).getAllByRole('term');
  const at = terms.findIndex((candidate) => candidate.textContent === term);
  if (at < 0) throw new Error(`No term ${term}`);
  return within(container).getAllByRole('definition')[at]!;
}

/** A table row's cells (column headers, row headers and data cells) in the order they are read. */
export function cellsOf(row: HTMLElement): HTMLElement[] {
  const cells = [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')];
  return cells.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
