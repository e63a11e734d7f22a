import type { JobRole } from './jobRoles';

/** Archived trainees have left; their records are kept (an inspector may ask about past staff). */
export type TraineeStatus = 'Active' | 'Archived';

/** One of the member's staff who handle food (GET /members/{n}/trainees). */
export interface Trainee {
  /** GUID. */
  id: string;
  firstName: string;
  lastName: string;
  jobRole: JobRole;
  /** The trading unit they work at (GUID). */
  unitId: string;
  /** yyyy-MM-dd */
  startDate: string;
  status: TraineeStatus;
  /** yyyy-MM-dd, when archived. */
  archivedOn: string | null;
}

export const traineeName = (trainee: Pick<Trainee, 'firstName' | 'lastName'>) => `${trainee.firstName} ${trainee.lastName}`;

export const isActiveTrainee = (trainee: Pick<Trainee, 'status'>) => trainee.status === 'Active';

// Numbers inside names in their numbers' order ("Carter 2" before "Carter 10"), as the staff lists sort.
const NAME_ORDER = new Intl.Collator('en-GB', { numeric: true });

/** By last name, then first name: how a register of staff is read. */
export function byTraineeName(a: Pick<Trainee, 'firstName' | 'lastName'>, b: Pick<Trainee, 'firstName' | 'lastName'>): number {
  return NAME_ORDER.compare(a.lastName, b.lastName) || NAME_ORDER.compare(a.firstName, b.firstName);
}
