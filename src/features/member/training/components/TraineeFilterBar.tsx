import { useId, useMemo } from 'react';
import { TRAINEE_TRAINING_STATUSES, TRAINEE_TRAINING_STATUS_LABELS, isTraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import type { TraineeFilters } from '@/domain/training/trainingFilters';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { FilterCombobox } from '@/components/lists/FilterCombobox';
import { FilterSelect, type FilterOption } from '@/components/lists/FilterSelect';

interface TraineeFilterBarProps {
  filters: TraineeFilters;
  units: readonly TradingUnit[];
  /** The filter changed, to be applied to the filters asked for (which may be on their way, not yet shown). */
  onChange: (change: Partial<TraineeFilters>) => void;
}

/**
 * Beyond this many units the unit is found by typing (FilterCombobox): a select of hundreds is slow to scan, its
 * type-ahead matches a name's first letters only, and it drew every unit with the page (400 were half the style
 * work of the trainees page's first draw and a third of its nodes).
 */
const UNITS_IN_A_SELECT = 30;

const unitOption = (unit: TradingUnit): FilterOption => ({ value: unit.id, label: `${describeUnit(unit)}${unit.status === 'Closed' ? ' – closed' : ''}` });

/** Narrows the list and the matrix to one unit and one training status; the list can also show archived trainees. */
export function TraineeFilterBar({ filters, units, onChange }: TraineeFilterBarProps) {
  const archivedId = useId();
  // Up to hundreds of units: worked out once for the units, not on every render of the page.
  const unitOptions = useMemo(() => units.map(unitOption), [units]);
  const UnitFilter = unitOptions.length > UNITS_IN_A_SELECT ? FilterCombobox : FilterSelect;
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 d-print-none" role="group" aria-label="Filter trainees">
      <UnitFilter
        label="Unit"
        allLabel="All units"
        // A set width (the placeholder's), wide enough for a long name and its postcode: the browser then does
        // not measure every unit's name to size the box.
        width="22rem"
        value={filters.unitId ?? ''}
        onChange={(value) => onChange({ unitId: value || undefined })}
        options={unitOptions}
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
