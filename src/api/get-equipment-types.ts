import type { ReferenceItem } from '@/domain/units/unitPremises';
import type { ApiClient } from './loader';

/**
 * GET /members/reference-data/equipment-type (designed, like call 1) → [{ id, text }] (ids are GUIDs), in the
 * order to offer them. A trading unit names the equipment it uses, which shapes its documents (DOMAIN-NOTES §2).
 * Loaded with the other premises lists: get-premises-reference-lists.ts.
 */
export function getEquipmentTypes(api: ApiClient, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return api.get<ReferenceItem[]>('/members/reference-data/equipment-type', { signal });
}
