import { EXPIRING_SOON_DAYS } from '@/domain/training/certificate';
import { TrainingStatusBadge } from './TrainingStatusBadge';

/** What each cell of the matrix means, on screen and on paper. */
export function MatrixLegend() {
  return (
    <dl className="d-flex flex-wrap gap-3 small mb-3 training-matrix-legend">
      <div>
        <dt className="d-inline">
          <TrainingStatusBadge status="valid" />
        </dt>{' '}
        <dd className="d-inline">certificate in date</dd>
      </div>
      <div>
        <dt className="d-inline">
          <TrainingStatusBadge status="expiringSoon" />
        </dt>{' '}
        <dd className="d-inline">expires within {EXPIRING_SOON_DAYS} days</dd>
      </div>
      <div>
        <dt className="d-inline">
          <TrainingStatusBadge status="expired" />
        </dt>{' '}
        <dd className="d-inline">past its expiry date</dd>
      </div>
      <div>
        <dt className="d-inline">
          <TrainingStatusBadge status="notDone" />
        </dt>{' '}
        <dd className="d-inline">their job role requires it and there is no certificate</dd>
      </div>
      <div>
        <dt className="d-inline">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">Not required</span>
        </dt>{' '}
        <dd className="d-inline">not required for their job role</dd>
      </div>
    </dl>
  );
}
