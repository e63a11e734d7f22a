import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { OverviewRow, UnitsOverviewFilter } from '@/domain/units/unitsOverview';

/** exportUnitsOverview: every unit matching the filter, unpaged, for the CSV export the portal writes. */
export function exportUnitsOverview(api: ApiClient, filter: UnitsOverviewFilter): Promise<OverviewRow[]> {
  return dataOf(api.GET('/units/overview/export', { params: { query: filter } }));
}

/** Fetched when asked for (a button), not kept: an export is of the filter as it is at that moment. */
export function useExportUnitsOverview() {
  const api = useApiClient();
  return useMutation({ mutationFn: (filter: UnitsOverviewFilter) => exportUnitsOverview(api, filter) });
}
