import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/states/EmptyState';
import {
  byExpiry,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  certificateStandings,
  isCertificateStatus,
} from '@/domain/training/certificate';
import { isActiveTrainee } from '@/domain/training/trainee';
import { certificateFilterParams, readCertificateFilters, type CertificateFilters } from '@/domain/training/trainingFilters';
import type { TrainingData } from '../hooks/useTrainingData';
import { CertificatesTable } from './CertificatesTable';
import { CertificateUploadModal } from './CertificateUploadModal';
import { FilterSelect } from '@/components/lists/FilterSelect';

const countText = (count: number) => (count === 1 ? '1 certificate shown' : `${count} certificates shown`);

/** Every certificate of the business, sorted by expiry, filtered by status, with uploads and downloads. */
export function CertificatesOverview({ membershipNumber, data, today }: { membershipNumber: string; data: TrainingData; today: Date }) {
  const headingId = useId();
  const archivedId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCertificateFilters(searchParams);
  const [isUploading, setUploading] = useState(false);
  const setFilters = (next: CertificateFilters) => setSearchParams(certificateFilterParams(next), { replace: true });

  const { certificates, trainees, courses } = data;
  const hasActiveTrainee = trainees.some(isActiveTrainee);
  const standings = certificateStandings(certificates, today);
  const rows = certificates
    .map((certificate) => ({
      certificate,
      standing: standings.get(certificate.id)!,
      trainee: trainees.find((trainee) => trainee.id === certificate.traineeId),
      course: courses.find((course) => course.id === certificate.courseId),
    }))
    .filter((row) => filters.showArchived || (row.trainee && isActiveTrainee(row.trainee)))
    .filter((row) => !filters.status || row.standing === filters.status)
    // Replaced certificates need nothing doing: after the ones that count, whichever the order.
    .sort((a, b) => Number(a.standing === 'superseded') - Number(b.standing === 'superseded') || byExpiry(filters.expiryOrder)(a.certificate, b.certificate));

  let content;
  if (certificates.length === 0)
    content = (
      <EmptyState
        icon="file"
        title="No certificates yet"
        message={hasActiveTrainee ? 'Upload your trainees’ certificates as they complete their courses.' : 'Add your trainees on the Trainees page, then upload their certificates here.'}
      />
    );
  else if (rows.length === 0)
    content = <EmptyState icon="file" title="No certificates match these filters" message="Choose another status to see your other certificates." />;
  else
    content = (
      <CertificatesTable
        membershipNumber={membershipNumber}
        rows={rows}
        caption={`Certificates, ${filters.expiryOrder === 'soonest' ? 'soonest expiry first' : 'latest expiry first'}`}
        showTrainee
        expiryOrder={filters.expiryOrder}
        onExpiryOrderChange={(expiryOrder) => setFilters({ ...filters, expiryOrder })}
      />
    );

  return (
    <section aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={headingId} className="h4 mb-0 me-auto">
          Your certificates
        </h2>
        {hasActiveTrainee && (
          <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
            Upload a certificate
          </button>
        )}
      </div>
      <p>
        Every training certificate of your business, the soonest to expire first. A certificate is expiring soon within
        30 days of its expiry date. When a trainee renews a course, the newer certificate replaces the old one, which
        is listed last.
      </p>
      {certificates.length > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-3 mb-3" role="group" aria-label="Filter certificates">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status ?? ''}
            onChange={(value) => setFilters({ ...filters, status: isCertificateStatus(value) ? value : undefined })}
            options={CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABELS[status] }))}
          />
          <div className="form-check mb-2">
            <input
              id={archivedId}
              type="checkbox"
              className="form-check-input"
              checked={filters.showArchived}
              onChange={(event) => setFilters({ ...filters, showArchived: event.target.checked })}
            />
            <label htmlFor={archivedId} className="form-check-label">
              Include archived trainees
            </label>
          </div>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {certificates.length > 0 ? countText(rows.length) : ''}
      </p>
      {content}
      {isUploading && (
        <CertificateUploadModal membershipNumber={membershipNumber} trainees={trainees} courses={courses} today={today} isOpen onClose={() => setUploading(false)} />
      )}
    </section>
  );
}
