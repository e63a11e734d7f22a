import { memo } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/domain/format/date';
import { jobRoleLabel } from '@/domain/training/jobRoles';
import { traineeName } from '@/domain/training/trainee';
import type { Course } from '@/domain/training/course';
import type { StandingCell, TraineeStanding } from '@/domain/training/traineeStandings';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import { TraineeStatusBadge, TrainingStatusBadge } from './TrainingStatusBadge';
import { unitLabel } from './unitLabel';
import { TableFrame } from '@/components/lists/TableFrame';

/** The date under a cell's status, when it has one. */
function cellDate(cell: StandingCell): string {
  const { expiresOn } = cell;
  switch (cell.status) {
    case 'valid':
      return expiresOn ? `until ${formatDate(expiresOn)}` : 'does not expire';
    case 'expiringSoon':
      return `expires ${formatDate(expiresOn)}`;
    case 'expired':
      return `expired ${formatDate(expiresOn)}`;
    default:
      return '';
  }
}

function MatrixCell({ cell }: { cell: StandingCell }) {
  if (cell.status === 'notRequired')
    return (
      <td className="text-body-secondary">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not required</span>
      </td>
    );
  const date = cellDate(cell);
  return (
    <td>
      <TrainingStatusBadge status={cell.status} />
      {date && <span className="d-block small text-nowrap"> {date}</span>}
      {!cell.required && <span className="d-block small text-body-secondary"> (not required)</span>}
    </td>
  );
}

/** One trainee's row: drawn again only when their standing or the units change (the answer's unchanged rows keep their objects). */
const MatrixRow = memo(function MatrixRow({ row, units }: { row: TraineeStanding; units: readonly TradingUnit[] }) {
  return (
    <tr>
      <th scope="row">
        <Link to={pathTo('trainee', { id: row.trainee.id })}>{traineeName(row.trainee)}</Link>
        <span className="d-block small fw-normal">{jobRoleLabel(row.trainee.jobRole)}</span>
        <span className="d-block small fw-normal text-body-secondary">{unitLabel(units, row.trainee.unitId)}</span>
      </th>
      <td>{row.status && <TraineeStatusBadge status={row.status} />}</td>
      {row.cells.map((cell) => (
        <MatrixCell key={cell.courseId} cell={cell} />
      ))}
    </tr>
  );
});

/** The matrix drawn: its columns, and the trainees' rows with one cell per column. */
export interface MatrixView {
  courses: Course[];
  rows: readonly TraineeStanding[];
}

interface TrainingMatrixTableProps {
  matrix: MatrixView;
  units: readonly TradingUnit[];
  /** Says which trainees are shown, e.g. 'all units, all statuses'. */
  caption: string;
}

/**
 * Trainees × courses (DOMAIN-NOTES §3), each cell valid, expiring soon, expired, not done or not required,
 * in words as well as colour, so it reads the same printed in black and white.
 */
export function TrainingMatrixTable({ matrix, units, caption }: TrainingMatrixTableProps) {
  return (
    // A page of 25 trainees scrolls in its box, the course names held in view above it (the kit's sticky head).
    <TableFrame caption={caption} captionClassName="caption-top" className="table-sm table-bordered align-top training-matrix" maxHeight="75vh">
      <thead>
        <tr>
          <th scope="col">Trainee</th>
          <th scope="col">Training</th>
          {matrix.courses.map((course) => (
            <th key={course.id} scope="col">
              {course.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.rows.map((row) => (
          <MatrixRow key={row.trainee.id} row={row} units={units} />
        ))}
      </tbody>
    </TableFrame>
  );
}
