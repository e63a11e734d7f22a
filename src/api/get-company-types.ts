import { queryOptions } from '@tanstack/react-query';
import type { CompanyTypeReference } from '@/domain/membership';
import type { ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/** Call 1: GET /members/reference-data/company-type → [{ id, text }] (ids are GUIDs). */
export function getCompanyTypes(api: ApiClient, signal?: AbortSignal): Promise<CompanyTypeReference[]> {
  return api.get<CompanyTypeReference[]>('/members/reference-data/company-type', { signal });
}

export function getCompanyTypesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('company-types'),
    queryFn: ({ signal }) => getCompanyTypes(api, signal),
    // Reference data changes with a release of the API, not during a visit.
    staleTime: Infinity,
  });
}
