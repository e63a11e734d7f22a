import type { ReferenceItem } from '@/domain/units/unitPremises';
import type { ApiClient } from './loader';

/**
 * GET /members/reference-data/food-type (designed, like call 1) → [{ id, text }] (ids are GUIDs), in the
 * order to offer them. A trading unit names the kinds of food it handles (DOMAIN-NOTES §2).
 * Loaded with the other premises lists: get-premises-reference-lists.ts.
 */
export function getFoodTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return api.get<ReferenceItem[]>('/members/reference-data/food-type', { signal });
}
