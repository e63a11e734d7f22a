export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for the navigation's name: 'Payment history pages'. */
  label: string;
}

/** Previous and Next around "Page 2 of 5"; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-3">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** One page of a list (1-based), and how many pages there are; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
