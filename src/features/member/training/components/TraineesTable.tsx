import { memo } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/domain/format/date';
import { jobRoleLabel } from '@/domain/training/jobRoles';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import type { TraineeTrainingStatus } from '@/domain/training/trainingMatrix';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import { TraineeStatusBadge } from './TrainingStatusBadge';
import { unitLabel } from './unitLabel';
import { StatusBadge } from '@/components/states/StatusBadge';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { ArchiveTraineeModal, TraineeFormModal } from './trainingModals';

export interface TraineeRow {
  trainee: Trainee;
  /** Null for an archived trainee. */
  status: TraineeTrainingStatus | null;
}

type RowDialog = { kind: 'edit' | 'archive'; trainee: Trainee };

interface TraineesTableProps {
  rows: readonly TraineeRow[];
  units: readonly TradingUnit[];
  /** The edit or archive being opened, while its code comes. */
  opening: RowDialog | null;
  /** Stays the same from render to render, so unchanged rows are not drawn again. */
  onOpen: (dialog: RowDialog) => void;
}

const COLUMNS: DataTableColumn[] = [
  { key: 'name', header: 'Name' },
  { key: 'role', header: 'Job role' },
  { key: 'unit', header: 'Unit' },
  { key: 'started', header: 'Started', className: 'text-nowrap' },
  { key: 'training', header: 'Training', phone: 'status' },
  { key: 'actions', header: <span className="visually-hidden">Actions</span>, label: 'Actions', phone: 'action', className: 'text-end text-nowrap' },
];

interface TraineeRowViewProps {
  row: TraineeRow;
  units: readonly TradingUnit[];
  /** What is being opened for this row's trainee, if anything. */
  opening: RowDialog['kind'] | undefined;
  onOpen: (dialog: RowDialog) => void;
}

/** One trainee's row: drawn again only when its trainee, status or the units change (the answer's unchanged rows keep their objects). */
const TraineeRowView = memo(function TraineeRowView({ row: { trainee, status }, units, opening, onOpen }: TraineeRowViewProps) {
  const nameId = `trainee-${trainee.id}`;
  const isArchived = trainee.status === 'Archived';
  return (
    <tr>
      <Cell column="name" rowHeader id={nameId} className="text-nowrap">
        <Link to={pathTo('trainee', { id: trainee.id })}>{traineeName(trainee)}</Link>
        {isArchived && <> <StatusBadge tone="ended" className="ms-1">Archived</StatusBadge></>}
      </Cell>
      <Cell column="role">{jobRoleLabel(trainee.jobRole)}</Cell>
      <Cell column="unit">{unitLabel(units, trainee.unitId)}</Cell>
      <Cell column="started">{formatDate(trainee.startDate)}</Cell>
      <Cell column="training">
        {isArchived || !status ? <span className="text-body-secondary">Archived on {formatDate(trainee.archivedOn)}</span> : <TraineeStatusBadge status={status} />}
      </Cell>
      <Cell column="actions">
        {!isArchived && (
          <div className="d-inline-flex gap-2">
            <OpeningButton className="btn btn-sm btn-outline-primary" isOpening={opening === 'edit'} onPreload={TraineeFormModal.preload} onClick={() => onOpen({ kind: 'edit', trainee })} describedBy={nameId}>
              Edit
            </OpeningButton>
            <OpeningButton className="btn btn-sm btn-outline-danger" isOpening={opening === 'archive'} onPreload={ArchiveTraineeModal.preload} onClick={() => onOpen({ kind: 'archive', trainee })} describedBy={nameId}>
              Archive
            </OpeningButton>
          </div>
        )}
      </Cell>
    </tr>
  );
});

/** The trainees, one row each: who they are, where they work, and how their training stands. */
export function TraineesTable({ rows, units, opening, onOpen }: TraineesTableProps) {
  return (
    <DataTable caption="Trainees, by last name" columns={COLUMNS} className="align-middle">
      {rows.map((row) => (
        <TraineeRowView
          key={row.trainee.id}
          row={row}
          units={units}
          opening={opening?.trainee.id === row.trainee.id ? opening.kind : undefined}
          onOpen={onOpen}
        />
      ))}
    </DataTable>
  );
}
