import { pageCount, shownRange, type Paged } from '@/domain/lists/listQuery';
import { PageLinks } from './PageLinks';

interface PaginationProps {
  /** The page as the API answered it. */
  result: Paged<unknown>;
  onPage: (page: number) => void;
  /** What the list holds, for screen readers: 'Pages of claims'. */
  label: string;
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
      <PageLinks page={page} pageCount={count} onPage={onPage} label={label} />
    </div>
  );
}
