import type { ReferenceItem } from '@/domain/units/unitPremises';
import { dataOf, type ApiClient } from './loader';

/** getFoodTypes: the kinds of food a unit can handle; loaded with the other lists (get-premises-reference-lists.ts). */
export function getFoodTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return dataOf(api.GET('/members/reference-data/food-type', { signal }));
}
