import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Which pages to offer: the first, the last, and two either side of the current one. */
function pagesToShow(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    if (candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2) pages.push(candidate);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Previous, the page numbers and Next; the current page is marked for screen readers. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of units">
      <ul className="pagination larder-pagination flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous
          </button>
        </li>
        {pagesToShow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={entry} className={`page-item${entry === page ? ' active' : ''}`}>
              <button type="button" className="page-link" onClick={() => onPage(entry)} aria-current={entry === page ? 'page' : undefined} aria-label={`Page ${entry}`}>
                {entry}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
