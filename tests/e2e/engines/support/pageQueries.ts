import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as TestingLibraryDom from '@testing-library/dom';

/**
 * Elements are found as the rest of the tests find them, by role and accessible name, with Testing Library
 * itself running inside the page (its browser build, injected into each document): the same rules in every
 * engine, and one script call per look. Not the drivers' own accessibility queries: Firefox answers BiDi's
 * accessibility locator by forcing two refresh-driver ticks for every element without an accessible (its
 * head's scripts and links, hidden parts, decorative icons), seconds per look on the claim form.
 */
export const TESTING_LIBRARY_SOURCE = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@testing-library/dom')), '@testing-library', 'dom.umd.min.js'),
  'utf8',
);

export type Name = string | RegExp;
/** Testing Library's options of a role query that the journeys use. */
interface RoleOptions {
  level?: number;
  checked?: boolean;
  /** aria-current, e.g. 'date' for today in a calendar. */
  current?: boolean | string;
}
/** What to look for, optionally inside another element: by role (and name), by label, or by text. */
export type Query = ({ role: string; name?: Name } & RoleOptions | { label: Name } | { text: Name }) & { within?: Query };

type SerialName = string | { source: string; flags: string };
export type SerialQuery = ({ role: string; name?: SerialName } & RoleOptions | { label: SerialName } | { text: SerialName }) & { within?: SerialQuery };

const serialName = (name: Name): SerialName => (typeof name === 'string' ? name : { source: name.source, flags: name.flags });

/**
 * What each document is given: Testing Library, and `larderLocate` (locateInPage) for the drivers' scripts to
 * call there.
 */
export const IN_PAGE_SOURCE = `${TESTING_LIBRARY_SOURCE};\nglobalThis.larderLocate = ${locateInPage.toString()};`;

/** The page's `larderLocate` (IN_PAGE_SOURCE), for scripts that run in the page. */
export type PageWithLocate = typeof globalThis & { larderLocate: typeof locateInPage };

/** The query as JSON a driver can send (a RegExp travels as its source and flags). */
export function serialQuery(query: Query): SerialQuery {
  const within = query.within && { within: serialQuery(query.within) };
  if ('role' in query) {
    const { role, name, within: _within, ...options } = query;
    return { role, ...(name !== undefined && { name: serialName(name) }), ...options, ...within };
  }
  if ('label' in query) return { label: serialName(query.label), ...within };
  return { text: serialName(query.text), ...within };
}

/** How a query reads in a failure message. */
export function describeQuery(query: Query): string {
  const own = 'role' in query ? `${query.role} ${query.name ?? ''}` : 'label' in query ? `field labelled ${query.label}` : `text ${query.text}`;
  return query.within ? `${own.trim()} in ${describeQuery(query.within)}` : own.trim();
}

/**
 * Runs in the page (sent as its source, so it must use nothing from outside): the first element the query
 * finds, null when none yet, undefined when Testing Library is not in this document yet.
 */
export function locateInPage(query: SerialQuery): Element | null | undefined {
  const library = (window as unknown as { TestingLibraryDom?: typeof TestingLibraryDom }).TestingLibraryDom;
  if (!library) return undefined;
  const matcher = (name: SerialName) => (typeof name === 'string' ? name : new RegExp(name.source, name.flags));
  const first = (q: SerialQuery): Element | null => {
    const container = q.within ? first(q.within) : document.body;
    if (!container) return null;
    const found =
      'role' in q
        ? library.queryAllByRole(container as HTMLElement, q.role, { level: q.level, checked: q.checked, current: q.current, ...(q.name !== undefined && { name: matcher(q.name) }) })
        : 'label' in q
          ? library.queryAllByLabelText(container as HTMLElement, matcher(q.label))
          : library.queryAllByText(container as HTMLElement, matcher(q.text));
    return found[0] ?? null;
  };
  return first(query);
}
