import { BACS_LINES_LIST } from '@/domain/bacs/bacsLists';
import { isListParam } from '@/domain/lists/listQuery';

/** A file's view lives in the list's own address (`?file=…`), beside the list's filters. */
export const FILE_PARAM = 'file';

export function fileSearch(params: URLSearchParams, fileId: string): string {
  const next = new URLSearchParams(params);
  next.set(FILE_PARAM, fileId);
  return `?${next.toString()}`;
}

export function filesListSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(FILE_PARAM);
  // The file's credits list goes with the file.
  for (const key of [...next.keys()]) if (isListParam(BACS_LINES_LIST, key)) next.delete(key);
  const text = next.toString();
  return text ? `?${text}` : '';
}
