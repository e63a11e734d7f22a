import type { ReferenceItem } from '@/domain/units/unitPremises';
import { dataOf, type ApiClient } from './loader';

/** getEquipmentTypes: the equipment a unit can name; loaded with the other lists (get-premises-reference-lists.ts). */
export function getEquipmentTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return dataOf(api.GET('/members/reference-data/equipment-type', { signal }));
}
