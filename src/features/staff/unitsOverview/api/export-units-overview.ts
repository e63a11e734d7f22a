import { dataOf, type ApiClient } from '@/api/loader';
import type { OverviewRow, UnitsOverviewFilter } from '@/domain/units/unitsOverview';

/** exportUnitsOverview: every unit matching the filter, unpaged, for the CSV export the portal writes. */
export function exportUnitsOverview(api: ApiClient, filter: UnitsOverviewFilter): Promise<OverviewRow[]> {
  return dataOf(api.GET('/units/overview/export', { params: { query: filter } }));
}
