import { useDeferredValue, useId, useMemo } from 'react';
import { TRAINEE_TRAINING_STATUSES, TRAINEE_TRAINING_STATUS_LABELS, isTraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import type { TraineeFilters } from '@/domain/training/trainingFilters';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { FilterSelect, type FilterOption } from '@/components/lists/FilterSelect';

interface TraineeFilterBarProps {
  filters: TraineeFilters;
  units: readonly TradingUnit[];
  /** The filter changed, to be applied to the filters asked for (which may be on their way, not yet shown). */
  onChange: (change: Partial<TraineeFilters>) => void;
}

const NO_OPTIONS: readonly FilterOption[] = [];

const unitOption = (unit: TradingUnit): FilterOption => ({ value: unit.id, label: `${describeUnit(unit)}${unit.status === 'Closed' ? ' – closed' : ''}` });

/** Narrows the list and the matrix to one unit and one training status; the list can also show archived trainees. */
export function TraineeFilterBar({ filters, units, onChange }: TraineeFilterBarProps) {
  const archivedId = useId();
  // Up to hundreds of units: worked out once for the units, not on every render of the page.
  const unitOptions = useMemo(() => units.map(unitOption), [units]);
  // The page is drawn first and the unit choices straight after, in a render of their own: the browser styles an
  // <option> at several times the cost of other elements (400 units were half the style work of the page's
  // first draw). Until then the box holds the chosen unit alone, so it reads the same.
  const chosenUnit = units.find((unit) => unit.id === filters.unitId);
  const shownUnitOptions = useDeferredValue(unitOptions, chosenUnit ? [unitOption(chosenUnit)] : NO_OPTIONS);
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 d-print-none" role="group" aria-label="Filter trainees">
      <FilterSelect
        label="Unit"
        allLabel="All units"
        // A set width (the placeholder's), wide enough for a long name and its postcode: the browser then does
        // not measure every unit's name to size the box (at 400 units, a third of the page's layout).
        width="22rem"
        value={filters.unitId ?? ''}
        onChange={(value) => onChange({ unitId: value || undefined })}
        options={shownUnitOptions}
      />
      <FilterSelect
        label="Training status"
        allLabel="All statuses"
        value={filters.status ?? ''}
        onChange={(value) => onChange({ status: isTraineeTrainingStatus(value) ? value : undefined })}
        options={TRAINEE_TRAINING_STATUSES.map((status) => ({ value: status, label: TRAINEE_TRAINING_STATUS_LABELS[status] }))}
      />
      {filters.view === 'list' && (
        <div className="form-check mb-2">
          <input
            id={archivedId}
            type="checkbox"
            className="form-check-input"
            checked={filters.showArchived}
            onChange={(event) => onChange({ showArchived: event.target.checked })}
          />
          <label htmlFor={archivedId} className="form-check-label">
            Show archived trainees
          </label>
        </div>
      )}
    </div>
  );
}
