import { queryOptions } from '@tanstack/react-query';
import type { ReferenceItem } from '@/domain/units/unitPremises';
import { getBusinessTypes } from './get-business-types';
import { getEquipmentTypes } from './get-equipment-types';
import { getFoodTypes } from './get-food-types';
import type { ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

export interface PremisesReferenceLists {
  businessTypes: ReferenceItem[];
  foodTypes: ReferenceItem[];
  equipmentTypes: ReferenceItem[];
}

/** The three premises reference lists a unit's form offers, fetched side by side as one load. */
export function getPremisesReferenceListsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('premises-lists'),
    queryFn: async ({ signal }): Promise<PremisesReferenceLists> => {
      const [businessTypes, foodTypes, equipmentTypes] = await Promise.all([getBusinessTypes(api, signal), getFoodTypes(api, signal), getEquipmentTypes(api, signal)]);
      return { businessTypes, foodTypes, equipmentTypes };
    },
    staleTime: Infinity,
  });
}
