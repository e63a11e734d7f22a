/**
 * Spec §9: the coffee-franchise product's unit, which the API creates for a franchisee, is configured by
 * three settings (src/config): its business type, food types and equipment types. The franchise sets
 * them, so the member sees them but does not change them.
 */
export interface FranchiseUnitSettings {
  businessTypeId: string;
  foodTypeIds: readonly string[];
  equipmentTypeIds: readonly string[];
}

/** The fixed values of a franchise unit: the configured ones when configured, otherwise the unit's own. */
export function franchiseUnitValues(
  unit: { businessTypeId: string; foodTypeIds: readonly string[]; equipmentTypeIds: readonly string[] },
  settings: FranchiseUnitSettings | undefined,
): FranchiseUnitSettings {
  return settings ?? { businessTypeId: unit.businessTypeId, foodTypeIds: unit.foodTypeIds, equipmentTypeIds: unit.equipmentTypeIds };
}

/** The franchise's unit: marked so by the API, or of the configured franchise business type. */
export function isFranchiseUnit(unit: { isFranchiseUnit: boolean; businessTypeId: string }, settings: FranchiseUnitSettings | undefined): boolean {
  return unit.isFranchiseUnit || (settings !== undefined && unit.businessTypeId === settings.businessTypeId);
}

/** The business types a member may choose: not the franchise's, which only the API gives its unit. */
export function selectableBusinessTypes<T extends { id: string }>(types: readonly T[], settings: FranchiseUnitSettings | undefined): T[] {
  return types.filter((type) => type.id !== settings?.businessTypeId);
}
