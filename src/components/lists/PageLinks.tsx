import { Pagination, PaginationItem, PaginationLink } from 'reactstrap';
import './pageLinks.css';

interface PageLinksProps {
  page: number;
  pageCount: number;
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

/** Previous, the page numbers and Next (reactstrap's Pagination); the current page is marked. Nothing for one page. */
export function PageLinks({ page, pageCount, onPage, label }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination aria-label={label} listClassName="larder-pagination mb-0 flex-wrap">
      <PaginationItem disabled={page <= 1}>
        <PaginationLink tag="button" type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </PaginationLink>
      </PaginationItem>
      {pagesToShow(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          <PaginationItem key={`gap-${index}`} disabled aria-hidden="true">
            <PaginationLink tag="span">…</PaginationLink>
          </PaginationItem>
        ) : (
          <PaginationItem key={entry} active={entry === page}>
            <PaginationLink tag="button" type="button" onClick={() => onPage(entry)} aria-current={entry === page ? 'page' : undefined} aria-label={`Page ${entry}`}>
              {entry}
            </PaginationLink>
          </PaginationItem>
        ),
      )}
      <PaginationItem disabled={page >= pageCount}>
        <PaginationLink tag="button" type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          Next
        </PaginationLink>
      </PaginationItem>
    </Pagination>
  );
}
