import { useId } from 'react';
import { TRAINEE_TRAINING_STATUSES, TRAINEE_TRAINING_STATUS_LABELS, isTraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import type { TraineeFilters } from '@/domain/training/trainingFilters';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';

interface TraineeFilterBarProps {
  filters: TraineeFilters;
  units: readonly TradingUnit[];
  onChange: (filters: TraineeFilters) => void;
}

/** Narrows the list and the matrix to one unit and one training status; the list can also show archived trainees. */
export function TraineeFilterBar({ filters, units, onChange }: TraineeFilterBarProps) {
  const unitId = useId();
  const statusId = useId();
  const archivedId = useId();
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 d-print-none" role="group" aria-label="Filter trainees">
      <div>
        <label htmlFor={unitId} className="form-label">
          Unit
        </label>
        <select
          id={unitId}
          className="form-select"
          value={filters.unitId ?? ''}
          onChange={(event) => onChange({ ...filters, unitId: event.target.value || undefined })}
        >
          <option value="">All units</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {describeUnit(unit)}
              {unit.status === 'Closed' ? ' – closed' : ''}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={statusId} className="form-label">
          Training status
        </label>
        <select
          id={statusId}
          className="form-select"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: isTraineeTrainingStatus(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">All statuses</option>
          {TRAINEE_TRAINING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TRAINEE_TRAINING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {filters.view === 'list' && (
        <div className="form-check mb-2">
          <input
            id={archivedId}
            type="checkbox"
            className="form-check-input"
            checked={filters.showArchived}
            onChange={(event) => onChange({ ...filters, showArchived: event.target.checked })}
          />
          <label htmlFor={archivedId} className="form-check-label">
            Show archived trainees
          </label>
        </div>
      )}
    </div>
  );
}
