/** The eight permission areas of spec §3/§6. Every area defaults to NoAccess; only FullAccess grants. */
export const PERMISSION_AREAS = [
  'workOps',
  'sendCompanyDocuments',
  'riskAssessments',
  'companyDocuments',
  'tradingUnits',
  'training',
  'rewards',
  'wallet',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const FULL_ACCESS = 'FullAccess';
export const NO_ACCESS = 'NoAccess';

/** Values other than FullAccess and NoAccess are not given by the spec; they are kept as strings. */
export type PermissionValue = string;
export type Permissions = Record<PermissionArea, PermissionValue>;

export const NO_PERMISSIONS: Permissions = Object.freeze(
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, NO_ACCESS])) as Permissions,
);

/** Normalises a server answer: missing or non-string areas become NoAccess. */
export function toPermissions(raw: unknown): Permissions {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => {
      const value = source[area];
      return [area, typeof value === 'string' && value ? value : NO_ACCESS];
    }),
  ) as Permissions;
}

export function grants(permissions: Permissions, area: PermissionArea): boolean {
  return permissions[area] === FULL_ACCESS;
}
