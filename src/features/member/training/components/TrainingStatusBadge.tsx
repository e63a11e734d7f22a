import { CELL_STATUS_LABELS, TRAINEE_TRAINING_STATUS_LABELS, type CellStatus, type TraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import { CERTIFICATE_STANDING_LABELS, type CertificateStanding } from '@/domain/training/certificate';

// Bootstrap's text-bg-* pairs keep text and background at AA contrast; the words carry the meaning.
const CLASSES: Record<CellStatus | TraineeTrainingStatus | CertificateStanding, string> = {
  valid: 'text-bg-success',
  allValid: 'text-bg-success',
  expiringSoon: 'text-bg-warning',
  expired: 'text-bg-danger',
  notDone: 'text-bg-danger',
  expiredOrMissing: 'text-bg-danger',
  notRequired: 'text-bg-light',
  superseded: 'text-bg-light',
};

/** A trainee's overall standing. */
export function TraineeStatusBadge({ status }: { status: TraineeTrainingStatus }) {
  return <span className={`badge ${CLASSES[status]}`}>{TRAINEE_TRAINING_STATUS_LABELS[status]}</span>;
}

/** A course's standing for a trainee, or a certificate's in the list of certificates. */
export function TrainingStatusBadge({ status }: { status: CellStatus | CertificateStanding }) {
  const label = status in CELL_STATUS_LABELS ? CELL_STATUS_LABELS[status as CellStatus] : CERTIFICATE_STANDING_LABELS[status as CertificateStanding];
  return <span className={`badge ${CLASSES[status]}`}>{label}</span>;
}
