import { Link } from 'react-router';
import { formatDate } from '@/domain/format/date';
import type { Certificate, CertificateStanding } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import { pathTo } from '@/config/paths';
import { CertificateFileDownload } from './CertificateFileDownload';
import { TrainingStatusBadge } from './TrainingStatusBadge';
import { StatusBadge } from '@/components/states/StatusBadge';
import { TableFrame } from '@/components/lists/TableFrame';

export interface CertificateRow {
  certificate: Certificate;
  standing: CertificateStanding;
  course?: Course;
  trainee?: Trainee;
}

type ExpiryOrder = 'soonest' | 'latest';

interface CertificatesTableProps {
  membershipNumber: string;
  rows: readonly CertificateRow[];
  caption: string;
  /** The certificates page lists every trainee's; a trainee's page only theirs. */
  showTrainee: boolean;
  /** When given, the Expires heading sorts the table (the caller keeps the order). */
  expiryOrder?: ExpiryOrder;
  onExpiryOrderChange?: (order: ExpiryOrder) => void;
}

function ExpiresHeading({ order, onChange }: { order?: ExpiryOrder; onChange?: (order: ExpiryOrder) => void }) {
  if (!order || !onChange) return <th scope="col">Expires</th>;
  return (
    <th scope="col" aria-sort={order === 'soonest' ? 'ascending' : 'descending'}>
      <button type="button" className="btn btn-link p-0 fw-bold text-decoration-none text-reset" onClick={() => onChange(order === 'soonest' ? 'latest' : 'soonest')}>
        Expires <span aria-hidden="true">{order === 'soonest' ? '▲' : '▼'}</span>
        <span className="visually-hidden">{order === 'soonest' ? ', soonest first: show latest first' : ', latest first: show soonest first'}</span>
      </button>
    </th>
  );
}

/** Certificates with their dates, standing and file. */
export function CertificatesTable({ membershipNumber, rows, caption, showTrainee, expiryOrder, onExpiryOrderChange }: CertificatesTableProps) {
  return (
    <TableFrame caption={caption} className="align-middle">
      <thead>
        <tr>
          {showTrainee && <th scope="col">Trainee</th>}
          <th scope="col">Course</th>
          <th scope="col">Completed</th>
          <ExpiresHeading order={expiryOrder} onChange={onExpiryOrderChange} />
          <th scope="col">Status</th>
          <th scope="col">Certificate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ certificate, standing, course, trainee }) => {
          const courseName = course?.name ?? 'Unknown course';
          const who = trainee ? traineeName(trainee) : '';
          return (
            <tr key={certificate.id}>
              {showTrainee && (
                <td className="text-nowrap">
                  {trainee ? <Link to={pathTo('trainee', { id: trainee.id })}>{who}</Link> : 'Unknown trainee'}
                  {trainee?.status === 'Archived' && <> <StatusBadge tone="ended" className="ms-1">Archived</StatusBadge></>}
                </td>
              )}
              <td>{courseName}</td>
              <td className="text-nowrap">{formatDate(certificate.completedOn)}</td>
              <td className="text-nowrap">
                {certificate.expiresOn ? formatDate(certificate.expiresOn) : 'Does not expire'}
                {certificate.expiresOn && (
                  <span className="d-block small text-body-secondary text-wrap">{certificate.expiryStated ? 'as stated on it' : 'from the refresh period'}</span>
                )}
              </td>
              <td>
                <TrainingStatusBadge status={standing} />
              </td>
              <td className="text-nowrap">
                <CertificateFileDownload
                  membershipNumber={membershipNumber}
                  certificate={certificate}
                  describes={`${who ? `${who}'s ` : ''}${courseName} certificate`}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
