import type { ListDefinition } from '../lists/listQuery';

export type BacsFilesSort = 'processingDate' | 'reference' | 'creditTotal' | 'createdOn';
export type BacsFilesFilter = 'state' | 'reference';

/** The files, latest processing day first. */
export const BACS_FILES_LIST: ListDefinition<BacsFilesSort, BacsFilesFilter> = {
  sorts: ['processingDate', 'reference', 'creditTotal', 'createdOn'],
  filters: ['state', 'reference'],
  defaultSort: 'processingDate',
  defaultDirection: 'desc',
};

export type BacsLinesSort = 'lineNumber' | 'member' | 'amount';
export type BacsLinesFilter = 'search' | 'returned';

/**
 * A file's credits, in the file's order; searched by member number, name, payee or reference. The list
 * lives in the same address as the file it belongs to (`?file=…&lines.page=2`), so its parameters carry a prefix.
 */
export const BACS_LINES_LIST: ListDefinition<BacsLinesSort, BacsLinesFilter> = {
  sorts: ['lineNumber', 'member', 'amount'],
  filters: ['search', 'returned'],
  defaultSort: 'lineNumber',
  defaultDirection: 'asc',
  prefix: 'lines.',
};

export type BacsExclusionsSort = 'member' | 'amount';
export type BacsExclusionsFilter = 'search' | 'reason';

/** The members left out of a file, by name; searched by member number or name. In the file's address under their own prefix (`excluded.page=2`). */
export const BACS_EXCLUSIONS_LIST: ListDefinition<BacsExclusionsSort, BacsExclusionsFilter> = {
  sorts: ['member', 'amount'],
  filters: ['search', 'reason'],
  defaultSort: 'member',
  defaultDirection: 'asc',
  prefix: 'excluded.',
};
