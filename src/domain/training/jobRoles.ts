/**
 * The job roles a trainee can have. What each role requires is data (the member's role requirements,
 * from the API); the roles themselves are fixed, so requirements, filters and the matrix agree on them.
 */
export const JOB_ROLES = ['Chef', 'KitchenAssistant', 'KitchenPorter', 'FrontOfHouse', 'Supervisor', 'Other'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/** How each role is named on screen. */
export const JOB_ROLE_LABELS: Record<JobRole, string> = {
  Chef: 'Chef or cook',
  KitchenAssistant: 'Kitchen assistant',
  KitchenPorter: 'Kitchen porter',
  FrontOfHouse: 'Front of house',
  Supervisor: 'Supervisor or manager',
  Other: 'Other (no food handling)',
};

/** What each role does, so the member picks the right one (DOMAIN-NOTES §3: the level follows the work). */
export const JOB_ROLE_DESCRIPTIONS: Record<JobRole, string> = {
  Chef: 'Prepares and cooks open food.',
  KitchenAssistant: 'Helps prepare open food.',
  KitchenPorter: 'Washes up and cleans; handles little or no open food.',
  FrontOfHouse: 'Serves customers and answers their questions about allergens.',
  Supervisor: 'Runs a shift or a kitchen and supervises food handlers.',
  Other: 'Works in the business without handling food (a driver, a cleaner, office staff).',
};

export const isJobRole = (value: unknown): value is JobRole => JOB_ROLES.some((role) => role === value);

export const jobRoleLabel = (role: string) => (isJobRole(role) ? JOB_ROLE_LABELS[role] : role);

/** What one role requires: the member's setting, as the API answers it. */
export interface RoleRequirement {
  jobRole: JobRole;
  /** Course ids (GUIDs), in catalogue order. */
  courseIds: string[];
}

/** The course ids a role requires; none when the role has no requirement recorded. */
export function requiredCourseIds(jobRole: JobRole, requirements: readonly RoleRequirement[]): readonly string[] {
  return requirements.find((requirement) => requirement.jobRole === jobRole)?.courseIds ?? [];
}
