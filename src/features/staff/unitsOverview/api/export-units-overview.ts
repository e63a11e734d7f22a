import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { OverviewRow, UnitsOverviewFilter } from '@/domain/units/unitsOverview';
import { overviewQuery } from './get-units-overview';

/**
 * GET /units/overview/export?search=&businessTypeId=&rating= (designed, DESIGN.md §5)
 * Every unit matching the filter, unpaged, for the CSV export: [{ membershipNumber, unit }]. 400 and 403
 * as the overview.
 */
export function exportUnitsOverview(api: ApiClient, filter: Omit<UnitsOverviewFilter, 'page'>): Promise<OverviewRow[]> {
  return api.get<OverviewRow[]>('/units/overview/export', { query: overviewQuery(filter) });
}

/** Fetched when asked for (a button), not kept: an export is of the filter as it is at that moment. */
export function useExportUnitsOverview() {
  const api = useApiClient();
  return useMutation({ mutationFn: (filter: Omit<UnitsOverviewFilter, 'page'>) => exportUnitsOverview(api, filter) });
}
