import { adminRole, FIXED_ROLES, hasRole } from './roles';
import type { SchemeType } from './rewards/schemes';

/**
 * The changes staff screens offer, each with the roles the API takes for it (the operations' `x-roles` and
 * `x-programme-roles` in api/openapi.yaml). Developers see every staff screen (spec §5) but change nothing:
 * the API refuses them (403 `role-required`), so the screens do not offer what would be refused.
 */
export type StaffChange = 'bacsFiles' | 'claimDecisions' | 'periods' | 'signups' | 'defaultDocuments';

/** Said where a change is not offered to someone who may only look (a developer). */
export const LOOK_ONLY_REASON = 'Developers can look but not change this.';

const SIGNUP_EMPLOYEE: Partial<Record<SchemeType, string>> = {
  calor: FIXED_ROLES.calorSignupsEmployee,
  biopak: FIXED_ROLES.bioPakEmployee,
  nisbets: FIXED_ROLES.nisbetsEmployee,
};

/** Whether someone with these roles may make the change (for sign-ups, in `programme`). */
export function canMakeStaffChange(roles: readonly string[], productKey: string, change: StaffChange, programme?: SchemeType): boolean {
  const admin = hasRole(roles, adminRole(productKey));
  switch (change) {
    case 'claimDecisions':
      return hasRole(roles, FIXED_ROLES.calorClaimsEmployee);
    case 'signups': {
      const employee = programme && SIGNUP_EMPLOYEE[programme];
      return admin || (employee !== undefined && hasRole(roles, employee));
    }
    default:
      return admin;
  }
}
