import { CELL_STATUS_LABELS, TRAINEE_TRAINING_STATUS_LABELS, type CellStatus, type TraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import { CERTIFICATE_STANDING_LABELS, type CertificateStanding } from '@/domain/training/certificate';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

// The portal's one status colour language; the words carry the meaning.
const TONES: Record<CellStatus | TraineeTrainingStatus | CertificateStanding, StatusTone> = {
  valid: 'done',
  allValid: 'done',
  expiringSoon: 'attention',
  expired: 'problem',
  notDone: 'problem',
  expiredOrMissing: 'problem',
  notRequired: 'notStarted',
  superseded: 'ended',
};

/** A trainee's overall standing. */
export function TraineeStatusBadge({ status }: { status: TraineeTrainingStatus }) {
  return <StatusBadge tone={TONES[status]}>{TRAINEE_TRAINING_STATUS_LABELS[status]}</StatusBadge>;
}

/** A course's standing for a trainee, or a certificate's in the list of certificates. */
export function TrainingStatusBadge({ status }: { status: CellStatus | CertificateStanding }) {
  const label = status in CELL_STATUS_LABELS ? CELL_STATUS_LABELS[status as CellStatus] : CERTIFICATE_STANDING_LABELS[status as CertificateStanding];
  return <StatusBadge tone={TONES[status]}>{label}</StatusBadge>;
}
