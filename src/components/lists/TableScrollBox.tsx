import type { ReactNode } from 'react';

/**
 * The box a hand-written table scrolls in on a narrow screen, as ServerTable's does: the page never scrolls
 * sideways (WCAG 1.4.10), and the box is a keyboard stop named like the table, so a table without links or
 * buttons can still be scrolled without a mouse (WCAG 2.1.1).
 */
export function TableScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
