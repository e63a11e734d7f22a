import type { ApiClient } from '@/api/loader';
import { readEveryPage } from '@/api/readEveryPage';
import type { OverviewRow, UnitsOverviewQuery } from '@/domain/units/unitsOverview';
import { getUnitsOverview } from './get-units-overview';

/**
 * Every unit matching the overview's filter, for the CSV export the portal writes: the overview's own pages
 * read in turn, 100 units a call, so no answer holds every unit (2.4 MB in one answer at 100 times the demo
 * data); `onProgress` hears how many have come of how many.
 */
export async function exportUnitsOverview(api: ApiClient, query: UnitsOverviewQuery, onProgress?: (read: number, total: number) => void): Promise<OverviewRow[]> {
  const { items } = await readEveryPage(
    (page, pageSize) => getUnitsOverview(api, { ...query, page, pageSize }),
    (read, answer) => onProgress?.(read.length, answer.total),
  );
  return items;
}
