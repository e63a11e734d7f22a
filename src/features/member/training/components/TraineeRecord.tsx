import { useId } from 'react';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { useModalOpening } from '@/components/modals/lazyModal';
import { ModalSlot } from '@/session/ModalSlot';
import { formatDate } from '@/domain/format/date';
import { jobRoleLabel } from '@/domain/training/jobRoles';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import { traineeTraining, type TrainingCell } from '@/domain/training/trainingMatrix';
import type { CertificateListItem } from '../api/get-certificate-list';
import type { TrainingData } from '../hooks/useTrainingData';
import { BookCourseLink } from './BookCourseLink';
import { CertificatesTable } from './CertificatesTable';
import { ArchiveTraineeModal, CertificateUploadModal, TraineeFormModal } from './trainingModals';
import { TraineeStatusBadge, TrainingStatusBadge } from './TrainingStatusBadge';
import { unitLabel } from './unitLabel';
import { StatusBadge } from '@/components/states/StatusBadge';
import { TableFrame } from '@/components/lists/TableFrame';

type Dialog = { kind: 'edit' } | { kind: 'archive' } | { kind: 'upload'; courseId?: string };

interface TraineeRecordProps {
  membershipNumber: string;
  trainee: Trainee;
  data: TrainingData;
  /** Every certificate of the trainee, the latest completed first, with its standing (the server's). */
  certificates: CertificateListItem[];
  today: Date;
}

interface RequiredTrainingProps {
  cells: TrainingCell[];
  isArchived: boolean;
  onAddCertificate: (courseId: string) => void;
  /** The course whose certificate form has been asked for and is on its way. */
  openingFor?: string;
}

function RequiredTraining({ cells, isArchived, onAddCertificate, openingFor }: RequiredTrainingProps) {
  const headingId = useId();
  const required = cells.filter((cell) => cell.isRequired);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        Training their job role needs
      </h2>
      {required.length === 0 ? (
        <p>Their job role needs no training. You can change what each role needs on the Trainees page.</p>
      ) : (
        <TableFrame caption="Courses their job role requires, and where each stands" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Status</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {required.map((cell) => {
              const courseId = `${headingId}-${cell.course.id}`;
              const needsAction = cell.status !== 'valid' && !isArchived;
              return (
                <tr key={cell.course.id}>
                  <th scope="row" id={courseId}>
                    {cell.course.name}
                  </th>
                  <td>
                    <TrainingStatusBadge status={cell.status} />
                  </td>
                  <td className="text-nowrap">
                    {cell.certificate ? (cell.certificate.expiresOn ? formatDate(cell.certificate.expiresOn) : 'Does not expire') : '–'}
                  </td>
                  <td className="text-end">
                    {needsAction && (
                      <div className="d-inline-flex flex-wrap justify-content-end gap-2">
                        <OpeningButton
                          className="btn btn-sm btn-outline-primary"
                          isOpening={openingFor === cell.course.id}
                          onPreload={CertificateUploadModal.preload}
                          onClick={() => onAddCertificate(cell.course.id)}
                          describedBy={courseId}
                        >
                          Add certificate
                        </OpeningButton>
                        <BookCourseLink course={cell.course} describedBy={courseId} />
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}

/** One trainee's record: details, what their role needs and what is missing, every certificate, and what to do next. */
export function TraineeRecord({ membershipNumber, trainee, data, certificates, today }: TraineeRecordProps) {
  const headingId = useId();
  const certificatesHeadingId = useId();
  const { dialog, opening, open, close } = useModalOpening<Dialog>();
  const { courses, requirements, units } = data;
  const isArchived = trainee.status === 'Archived';
  const { cells, status } = traineeTraining(trainee, { courses, certificates: certificates.map((item) => item.certificate), requirements }, today);
  const name = traineeName(trainee);
  const rows = certificates.map(({ certificate, standing }) => ({ certificate, standing, trainee, course: courses.find((course) => course.id === certificate.courseId) }));

  return (
    <div className="d-flex flex-column gap-4">
      <section aria-labelledby={headingId}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id={headingId} className="h4 mb-0 me-auto">
            {name}
            {isArchived && <> <StatusBadge tone="ended" className="ms-1 fs-6 align-middle">Archived</StatusBadge></>}
          </h2>
          {!isArchived && (
            <div className="d-flex flex-wrap gap-2">
              <OpeningButton
                className="btn btn-primary"
                isOpening={opening?.kind === 'upload' && !opening.courseId}
                onPreload={CertificateUploadModal.preload}
                onClick={() => open({ kind: 'upload' })}
              >
                Add a certificate
              </OpeningButton>
              <OpeningButton className="btn btn-outline-primary" isOpening={opening?.kind === 'edit'} onPreload={TraineeFormModal.preload} onClick={() => open({ kind: 'edit' })}>
                Edit details
              </OpeningButton>
              <OpeningButton className="btn btn-outline-danger" isOpening={opening?.kind === 'archive'} onPreload={ArchiveTraineeModal.preload} onClick={() => open({ kind: 'archive' })}>
                Archive
              </OpeningButton>
            </div>
          )}
        </div>
        {isArchived && (
          <p className="alert alert-secondary">
            {name} was archived on {formatDate(trainee.archivedOn)}. Their record and certificates are kept for reference.
          </p>
        )}
        <dl className="row mb-0">
          <dt className="col-sm-4 col-lg-3">Job role</dt>
          <dd className="col-sm-8 col-lg-9">{jobRoleLabel(trainee.jobRole)}</dd>
          <dt className="col-sm-4 col-lg-3">Unit</dt>
          <dd className="col-sm-8 col-lg-9">{unitLabel(units, trainee.unitId)}</dd>
          <dt className="col-sm-4 col-lg-3">Started</dt>
          <dd className="col-sm-8 col-lg-9">{formatDate(trainee.startDate)}</dd>
          {!isArchived && (
            <>
              <dt className="col-sm-4 col-lg-3">Training</dt>
              <dd className="col-sm-8 col-lg-9">
                <TraineeStatusBadge status={status} />
              </dd>
            </>
          )}
        </dl>
      </section>

      <RequiredTraining
        cells={cells}
        isArchived={isArchived}
        onAddCertificate={(courseId) => open({ kind: 'upload', courseId })}
        openingFor={opening?.kind === 'upload' ? opening.courseId : undefined}
      />

      <section aria-labelledby={certificatesHeadingId}>
        <h2 id={certificatesHeadingId} className="h5">
          Certificates
        </h2>
        {rows.length === 0 ? (
          <p>No certificates yet.{isArchived ? '' : ' Add one when they complete a course.'}</p>
        ) : (
          <CertificatesTable membershipNumber={membershipNumber} rows={rows} caption={`${name}'s certificates, newest first`} showTrainee={false} />
        )}
      </section>

      <ModalSlot onClose={close}>
        {dialog?.kind === 'edit' && <TraineeFormModal membershipNumber={membershipNumber} trainee={trainee} units={units} today={today} isOpen onClose={close} />}
        {dialog?.kind === 'archive' && <ArchiveTraineeModal membershipNumber={membershipNumber} trainee={trainee} isOpen onClose={close} />}
        {dialog?.kind === 'upload' && (
          <CertificateUploadModal
            membershipNumber={membershipNumber}
            trainees={[trainee]}
            courses={courses}
            today={today}
            traineeId={trainee.id}
            courseId={dialog.courseId}
            isOpen
            onClose={close}
          />
        )}
      </ModalSlot>
    </div>
  );
}
