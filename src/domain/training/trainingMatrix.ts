import { certificateStatus, currentCertificate, type Certificate, type CertificateStatus } from './certificate';
import type { Course } from './course';
import { requiredCourseIds, type RoleRequirement } from './jobRoles';
import type { Trainee } from './trainee';

/** A matrix cell (DOMAIN-NOTES §3): the certificate's status, or not done, or not required. */
export type CellStatus = CertificateStatus | 'notDone' | 'notRequired';

export interface TrainingCell {
  course: Course;
  status: CellStatus;
  /** Whether the trainee's job role requires this course. */
  isRequired: boolean;
  /** The certificate that counts, when there is one. */
  certificate?: Certificate;
}

/** A trainee's overall standing: the worst of what their role requires. */
export type TraineeTrainingStatus = 'allValid' | 'expiringSoon' | 'expiredOrMissing';

export const TRAINEE_TRAINING_STATUSES = ['allValid', 'expiringSoon', 'expiredOrMissing'] as const satisfies readonly TraineeTrainingStatus[];

export const TRAINEE_TRAINING_STATUS_LABELS: Record<TraineeTrainingStatus, string> = {
  allValid: 'All valid',
  expiringSoon: 'Expiring within 30 days',
  expiredOrMissing: 'Expired or missing',
};

export const isTraineeTrainingStatus = (value: unknown): value is TraineeTrainingStatus =>
  TRAINEE_TRAINING_STATUSES.some((status) => status === value);

export const CELL_STATUS_LABELS: Record<CellStatus, string> = {
  valid: 'Valid',
  expiringSoon: 'Expiring soon',
  expired: 'Expired',
  notDone: 'Not done',
  notRequired: 'Not required',
};

/** What the API answers that the training rules read. */
export interface TrainingRecords {
  courses: readonly Course[];
  certificates: readonly Certificate[];
  requirements: readonly RoleRequirement[];
}

/**
 * The certificates by trainee and course, indexed once per list of certificates (the answer the API gave,
 * which is kept as it is until it changes), so a matrix of 500 trainees × 15 courses looks each cell up
 * instead of scanning every certificate for it.
 */
const certificateIndexes = new WeakMap<readonly Certificate[], Map<string, Certificate[]>>();
const cellKey = (traineeId: string, courseId: string) => `${traineeId} ${courseId}`;

function certificatesOf(certificates: readonly Certificate[], traineeId: string, courseId: string): Certificate[] {
  let index = certificateIndexes.get(certificates);
  if (!index) {
    index = new Map();
    for (const certificate of certificates) {
      const key = cellKey(certificate.traineeId, certificate.courseId);
      const held = index.get(key);
      if (held) held.push(certificate);
      else index.set(key, [certificate]);
    }
    certificateIndexes.set(certificates, index);
  }
  return index.get(cellKey(traineeId, courseId)) ?? [];
}

/**
 * One trainee and one course. A required course: the status of the certificate that counts, or not done.
 * A course the role does not require: not required, unless the trainee holds a certificate still in date
 * for it (extra training is worth showing; an expired one that nobody requires is not a problem).
 */
export function trainingCell(trainee: Pick<Trainee, 'id' | 'jobRole'>, course: Course, records: TrainingRecords, today: Date): TrainingCell {
  const isRequired = requiredCourseIds(trainee.jobRole, records.requirements).includes(course.id);
  return courseCell(course, isRequired, certificatesOf(records.certificates, trainee.id, course.id), today);
}

/** The same rule from what it needs: whether the course is required, and the trainee's certificates for it (any order). */
export function courseCell(course: Course, isRequired: boolean, held: readonly Certificate[], today: Date): TrainingCell {
  const certificate = currentCertificate(held);
  if (!certificate) return { course, status: isRequired ? 'notDone' : 'notRequired', isRequired };
  const status = certificateStatus(certificate.expiresOn, today);
  if (!isRequired && status === 'expired') return { course, status: 'notRequired', isRequired, certificate };
  return { course, status, isRequired, certificate };
}

/** The worst of the cells the role requires; a role that requires nothing is all valid. */
export function traineeTrainingStatus(cells: readonly Pick<TrainingCell, 'status' | 'isRequired'>[]): TraineeTrainingStatus {
  const required = cells.filter((cell) => cell.isRequired);
  if (required.some((cell) => cell.status === 'expired' || cell.status === 'notDone')) return 'expiredOrMissing';
  if (required.some((cell) => cell.status === 'expiringSoon')) return 'expiringSoon';
  return 'allValid';
}

/** Every course of the catalogue for one trainee, and their overall status. */
export function traineeTraining(trainee: Pick<Trainee, 'id' | 'jobRole'>, records: TrainingRecords, today: Date) {
  const cells = records.courses.map((course) => trainingCell(trainee, course, records, today));
  return { cells, status: traineeTrainingStatus(cells) };
}
