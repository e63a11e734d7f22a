/**
 * Gas cylinder product types of spec §3. The order is the order of the claim form's purchase lines and of
 * the purchaseDetails sent with a claim (DESIGN.md §5).
 */
export const CYLINDER_TYPES = ['13kgCommercial', '19kgCommercial', '47kgCommercial', '13kgPatio'] as const;
export type CylinderIdentity = (typeof CYLINDER_TYPES)[number];

const CYLINDER_DISPLAY_NAMES: Readonly<Record<CylinderIdentity, string>> = {
  '13kgCommercial': '13kg Red Propane Cylinder',
  '19kgCommercial': '19kg Red Propane Cylinder',
  '47kgCommercial': '47kg Red Propane Cylinder',
  '13kgPatio': '13kg Green Patio Cylinder',
};

export const UNKNOWN_CYLINDER_NAME = 'Unknown';

export function isCylinderIdentity(value: unknown): value is CylinderIdentity {
  return CYLINDER_TYPES.some((identity) => identity === value);
}

/** Any value the spec does not list displays as 'Unknown' (never a prototype property such as 'toString'). */
export function cylinderDisplayName(id: string): string {
  return isCylinderIdentity(id) ? CYLINDER_DISPLAY_NAMES[id] : UNKNOWN_CYLINDER_NAME;
}
