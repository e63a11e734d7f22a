import { MAX_PAGE_SIZE, pageCount, type Paged } from '@/domain/lists/listQuery';

/**
 * Every page of a paged call, the largest page the contract allows, read in turn (so no one answer grows with
 * the business): the items, and the last answer for what each page repeats. `onPage` hears each page as it comes.
 */
export async function readEveryPage<Answer extends Paged<unknown>>(
  readPage: (page: number, pageSize: number) => Promise<Answer>,
  onPage?: (items: Answer['items'], answer: Answer) => void,
): Promise<{ items: Answer['items']; last: Answer }> {
  const items: Answer['items'] = [];
  for (let page = 1; ; page++) {
    const answer = await readPage(page, MAX_PAGE_SIZE);
    items.push(...answer.items);
    onPage?.(items, answer);
    if (page >= pageCount(answer)) return { items, last: answer };
  }
}
