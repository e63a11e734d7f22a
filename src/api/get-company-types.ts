import { queryOptions } from '@tanstack/react-query';
import type { CompanyTypeReference } from '@/domain/membership';
import { dataOf, type ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/** Call 1 (getCompanyTypes): the company types a member can choose. */
export function getCompanyTypes(api: ApiClient, signal?: AbortSignal): Promise<CompanyTypeReference[]> {
  return dataOf(api.GET('/members/reference-data/company-type', { signal }));
}

export function getCompanyTypesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('company-types'),
    queryFn: ({ signal }) => getCompanyTypes(api, signal),
    // Reference data changes with a release of the API, not during a visit.
    staleTime: Infinity,
  });
}
