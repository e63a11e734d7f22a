import type { ReactNode } from 'react';

/**
 * The one bar of a list's filters: the search box first, then the choices that narrow the list, in a row
 * that wraps on a narrow screen. Each control follows the address (useListState).
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-3" role="group" aria-label={label}>
      {children}
    </div>
  );
}
