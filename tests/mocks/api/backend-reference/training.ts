// TEST DOUBLE, never shipped: the API's training rules: a certificate's expiry when it is recorded, the
// courses each job role requires until the member changes them, and the training half of the dashboard's
// summary. The portal shows their results.
import { calendarDay, derivedExpiry } from '../../../../src/domain/training/certificate';
import { certificateStandings } from './certificateList';
import type { JobRole } from '../../../../src/domain/training/jobRoles';
import { isActiveTrainee, type Trainee } from '../../../../src/domain/training/trainee';
import { traineeTraining, type TrainingRecords } from '../../../../src/domain/training/trainingMatrix';
import type { TrainingSummary } from '../../../../src/domain/training/trainingSummary';

/** The expiry that counts: the one the certificate states, if any; otherwise the derived one. */
export function certificateExpiry(completedOn: Date | string, refreshMonths: number | null, statedExpiry: Date | string | null): Date | null {
  return statedExpiry ? calendarDay(statedExpiry) : derivedExpiry(completedOn, refreshMonths);
}

/**
 * The courses each role requires until the member changes them, by course code (see course.ts). The issue's
 * sensible defaults (DOMAIN-NOTES §3): Level 2 Food Hygiene for anyone handling open food, Level 3 for
 * supervisors, Level 1 for porters and front of house, and Allergen Awareness for front of house, who
 * answer customers' questions about allergens.
 */
export const DEFAULT_ROLE_REQUIREMENTS: Record<JobRole, readonly string[]> = {
  Chef: ['food-hygiene-level-2'],
  KitchenAssistant: ['food-hygiene-level-2'],
  KitchenPorter: ['food-hygiene-level-1'],
  FrontOfHouse: ['food-hygiene-level-1', 'allergen-awareness'],
  Supervisor: ['food-hygiene-level-3'],
  Other: [],
};

/** What the certificates page (filtered by status) and the trainees page (expired or missing) show for active trainees. */
export function trainingSummary(trainees: readonly Trainee[], records: TrainingRecords, today: Date): TrainingSummary {
  const active = trainees.filter(isActiveTrainee);
  const activeIds = new Set(active.map((trainee) => trainee.id));
  const standings = [...certificateStandings(records.certificates.filter((certificate) => activeIds.has(certificate.traineeId)), today).values()];
  return {
    activeTrainees: active.length,
    certificatesExpiringSoon: standings.filter((standing) => standing === 'expiringSoon').length,
    certificatesExpired: standings.filter((standing) => standing === 'expired').length,
    traineesMissingTraining: active.filter((trainee) => traineeTraining(trainee, records, today).cells.some((cell) => cell.status === 'notDone')).length,
  };
}
