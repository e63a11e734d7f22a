import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceItem } from '@/domain/units/unitPremises';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/**
 * GET /members/reference-data/business-type (designed, like call 1) → [{ id, text }] (ids are GUIDs), in the
 * order to offer them. A trading unit has one business type (the council form's categories, DOMAIN-NOTES §2).
 */
export function getBusinessTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return api.get<ReferenceItem[]>('/members/reference-data/business-type', { signal });
}

export function getBusinessTypesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('business-types'),
    queryFn: ({ signal }) => getBusinessTypes(api, signal),
    // Reference data changes with a release of the API, not during a visit.
    staleTime: Infinity,
  });
}

export function useBusinessTypes() {
  return useQuery(getBusinessTypesQueryOptions(useApiClient()));
}
