import { certificateStandings } from './certificate';
import { traineeTraining, type TrainingRecords } from './trainingMatrix';
import { isActiveTrainee, type Trainee } from './trainee';

/** The training half of the dashboard's summary: what needs doing, over the trainees still working. */
export interface TrainingSummary {
  activeTrainees: number;
  /** Certificates that count (not replaced by a newer one) and expire within 30 days, the expiry date included. */
  certificatesExpiringSoon: number;
  /** Certificates that count and have expired. */
  certificatesExpired: number;
  /** Trainees whose role requires a course they have no certificate for. */
  traineesMissingTraining: number;
}

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
