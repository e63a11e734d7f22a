import { useId } from 'react';
import { Link } from 'react-router';
import { FilterBar } from '@/components/lists/FilterBar';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { useModalOpening } from '@/components/modals/lazyModal';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { StatusBadge } from '@/components/states/StatusBadge';
import { pathTo } from '@/config/paths';
import { formatDate } from '@/domain/format/date';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, CERTIFICATES_LIST, type CertificatesSort } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import { traineeName } from '@/domain/training/trainee';
import { ModalSlot } from '@/session/ModalSlot';
import { useCertificateList, type CertificateListItem } from '../api/get-certificate-list';
import { CertificateFileDownload } from './CertificateFileDownload';
import { UploadForAnyTraineeModal } from './trainingModals';
import { TrainingStatusBadge } from './TrainingStatusBadge';

interface CertificatesOverviewProps {
  membershipNumber: string;
  /** Whether the business has an active trainee, someone to upload a certificate for. */
  hasActiveTrainee: boolean;
  courses: Course[];
  today: Date;
}

function certificateColumns(membershipNumber: string, courses: readonly Course[]): Column<CertificateListItem, CertificatesSort>[] {
  const courseName = ({ certificate }: CertificateListItem) => courses.find((course) => course.id === certificate.courseId)?.name ?? 'Unknown course';
  const who = ({ trainee }: CertificateListItem) => traineeName(trainee);
  return [
    {
      header: 'Trainee',
      className: 'text-nowrap',
      cell: (item) => {
        const { trainee } = item;
        return (
          <>
            <Link to={pathTo('trainee', { id: trainee.id })}>{who(item)}</Link>
            {trainee.status === 'Archived' && (
              <>
                {' '}
                <StatusBadge tone="ended" className="ms-1">
                  Archived
                </StatusBadge>
              </>
            )}
          </>
        );
      },
    },
    { header: 'Course', isRowHeader: true, cell: courseName },
    { header: 'Completed', className: 'text-nowrap', cell: ({ certificate }) => formatDate(certificate.completedOn) },
    {
      header: 'Expires',
      sort: 'expiresOn',
      className: 'text-nowrap',
      cell: ({ certificate }) => (
        <>
          {certificate.expiresOn ? formatDate(certificate.expiresOn) : 'Does not expire'}
          {certificate.expiresOn && <span className="d-block small text-body-secondary text-wrap">{certificate.expiryStated ? 'as stated on it' : 'from the refresh period'}</span>}
        </>
      ),
    },
    { header: 'Status', phone: 'status', cell: ({ standing }) => <TrainingStatusBadge status={standing} /> },
    {
      header: 'Certificate',
      phone: 'action',
      className: 'text-nowrap',
      cell: (item) => (
        <CertificateFileDownload membershipNumber={membershipNumber} certificate={item.certificate} describes={`${who(item)}'s ${courseName(item)} certificate`} />
      ),
    },
  ];
}

/** The business's certificates, paged by the server: by expiry, filtered by status, with uploads and downloads. */
export function CertificatesOverview({ membershipNumber, hasActiveTrainee, courses, today }: CertificatesOverviewProps) {
  const headingId = useId();
  const archivedId = useId();
  const { dialog, opening, open, close } = useModalOpening<'upload'>();
  const list = useListState(CERTIFICATES_LIST);
  const certificates = useCertificateList(membershipNumber, list.query);
  const { status, archived } = list.query.filters;
  const hasNone = certificates.data?.total === 0 && !status && !archived;

  return (
    <section aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={headingId} className="h4 mb-0 me-auto">
          Your certificates
        </h2>
        {hasActiveTrainee && (
          <OpeningButton className="btn btn-primary" isOpening={opening === 'upload'} onPreload={UploadForAnyTraineeModal.preload} onClick={() => open('upload')}>
            Upload a certificate
          </OpeningButton>
        )}
      </div>
      <p>
        Every training certificate of your business, the soonest to expire first. A certificate is expiring soon within
        30 days of its expiry date. When a trainee renews a course, the newer certificate replaces the old one, which
        is listed last.
      </p>
      {hasNone ? (
        <EmptyState
          icon="file"
          title="No certificates yet"
          message={hasActiveTrainee ? 'Upload your trainees’ certificates as they complete their courses.' : 'Add your trainees on the Trainees page, then upload their certificates here.'}
        />
      ) : (
        <div className="d-flex flex-column gap-3">
          <FilterBar label="Filter certificates">
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              value={status ?? ''}
              onChange={(value) => list.setFilter('status', value)}
              options={CERTIFICATE_STATUSES.map((value) => ({ value, label: CERTIFICATE_STATUS_LABELS[value] }))}
            />
            <div className="form-check mb-2">
              <input
                id={archivedId}
                type="checkbox"
                className="form-check-input"
                checked={archived === 'yes'}
                onChange={(event) => list.setFilter('archived', event.target.checked ? 'yes' : '')}
              />
              <label htmlFor={archivedId} className="form-check-label">
                Include archived trainees
              </label>
            </div>
          </FilterBar>
          <ServerTable
            caption={`Certificates, ${list.query.direction === 'asc' ? 'soonest expiry first' : 'latest expiry first'}`}
            result={certificates}
            columns={certificateColumns(membershipNumber, courses)}
            rowKey={({ certificate }) => certificate.id}
            query={list.query}
            onSort={list.setSort}
            onPage={list.setPage}
            loadingLabel="Loading your certificates…"
            errorTitle="Your certificates could not be loaded"
            empty={<EmptyState icon="file" title="No certificates match these filters" message="Choose another status to see your other certificates." />}
          />
        </div>
      )}
      <ModalSlot onClose={close}>
        {dialog === 'upload' && <UploadForAnyTraineeModal membershipNumber={membershipNumber} courses={courses} today={today} onClose={close} />}
      </ModalSlot>
    </section>
  );
}
