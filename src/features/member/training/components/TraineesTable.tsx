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
import { TableScrollBox } from '@/components/lists/TableScrollBox';

export interface TraineeRow {
  trainee: Trainee;
  status: TraineeTrainingStatus;
}

interface TraineesTableProps {
  rows: readonly TraineeRow[];
  units: readonly TradingUnit[];
  onEdit: (trainee: Trainee) => void;
  onArchive: (trainee: Trainee) => void;
}

/** The trainees, one row each: who they are, where they work, and how their training stands. */
export function TraineesTable({ rows, units, onEdit, onArchive }: TraineesTableProps) {
  return (
    <TableScrollBox label="Trainees, by last name">
      <table className="table align-middle">
        <caption className="visually-hidden">Trainees, by last name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Job role</th>
            <th scope="col">Unit</th>
            <th scope="col">Started</th>
            <th scope="col">Training</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ trainee, status }) => {
            const nameId = `trainee-${trainee.id}`;
            const isArchived = trainee.status === 'Archived';
            return (
              <tr key={trainee.id}>
                <th scope="row" id={nameId} className="text-nowrap">
                  <Link to={pathTo('trainee', { id: trainee.id })}>{traineeName(trainee)}</Link>
                  {isArchived && <> <StatusBadge tone="ended" className="ms-1">Archived</StatusBadge></>}
                </th>
                <td>{jobRoleLabel(trainee.jobRole)}</td>
                <td>{unitLabel(units, trainee.unitId)}</td>
                <td className="text-nowrap">{formatDate(trainee.startDate)}</td>
                <td>{isArchived ? <span className="text-body-secondary">Archived on {formatDate(trainee.archivedOn)}</span> : <TraineeStatusBadge status={status} />}</td>
                <td className="text-end text-nowrap">
                  {!isArchived && (
                    <div className="d-inline-flex gap-2">
                      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onEdit(trainee)} aria-describedby={nameId}>
                        Edit
                      </button>
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onArchive(trainee)} aria-describedby={nameId}>
                        Archive
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
