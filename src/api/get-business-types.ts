import { queryOptions } from '@tanstack/react-query';
import type { ReferenceItem } from '@/domain/units/unitPremises';
import { dataOf, type ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/** getBusinessTypes: the business types a unit can have, in the order to offer them. */
export function getBusinessTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return dataOf(api.GET('/members/reference-data/business-type', { signal }));
}

export function getBusinessTypesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('business-types'),
    queryFn: ({ signal }) => getBusinessTypes(api, signal),
    // Reference data changes with a release of the API, not during a visit.
    staleTime: Infinity,
  });
}
