import { pageCount, shownRange, type Paged } from '@/domain/lists/listQuery';

interface PaginationProps {
  /** The page as the API answered it. */
  result: Paged<unknown>;
  onPage: (page: number) => void;
  /** What the list holds, for screen readers: 'Pages of claims'. */
  label: string;
}

/** Which pages to offer: the first, the last, and two either side of the current one. */
function pagesToShow(page: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let candidate = 1; candidate <= count; candidate += 1) {
    if (candidate === 1 || candidate === count || Math.abs(candidate - page) <= 2) pages.push(candidate);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** "Showing 26 to 50 of 132", then Previous, the page numbers and Next; the current page is marked. */
export function Pagination({ result, onPage, label }: PaginationProps) {
  const count = pageCount(result);
  const { from, to } = shownRange(result);
  const { page } = result;
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <p className="mb-0 text-body-secondary" role="status">
        {result.total === 0 ? 'Nothing to show' : `Showing ${from} to ${to} of ${result.total}`}
      </p>
      {count > 1 && (
        <nav aria-label={label}>
          <ul className="pagination mb-0 flex-wrap">
            <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
              <button type="button" className="page-link" onClick={() => onPage(page - 1)} disabled={page <= 1}>
                Previous
              </button>
            </li>
            {pagesToShow(page, count).map((entry, index) =>
              entry === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
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
            <li className={`page-item${page >= count ? ' disabled' : ''}`}>
              <button type="button" className="page-link" onClick={() => onPage(page + 1)} disabled={page >= count}>
                Next
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
