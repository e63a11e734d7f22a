import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/toasts/toast';
import { ChosenFile } from '@/components/forms/ChosenFile';
import { DateField } from '@/components/forms/DateField';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { SelectField } from '@/components/forms/SelectField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { YesNoField } from '@/components/forms/YesNoField';
import { FormModal } from '@/components/modals/FormModal';
import { CERTIFICATE_ACCEPT, CERTIFICATE_FILE_HINT } from '@/domain/files/certificateFile';
import { formatDate } from '@/domain/format/date';
import { derivedExpiry } from '@/domain/training/certificate';
import {
  createCertificateSchema,
  emptyCertificateForm,
  toCertificateUpload,
  type CertificateFormValues,
} from '@/domain/training/certificateSchema';
import { formatRefreshLength, type Course } from '@/domain/training/course';
import { byTraineeName, isActiveTrainee, traineeName, type Trainee } from '@/domain/training/trainee';
import { useUploadCertificate } from '../api/upload-certificate';
import { certificateUploadErrorMessage } from './trainingErrorMessages';

interface CertificateUploadModalProps {
  membershipNumber: string;
  trainees: readonly Trainee[];
  courses: readonly Course[];
  today: Date;
  /** Chosen already, e.g. on a trainee's page or from a missing course. */
  traineeId?: string;
  courseId?: string;
  isOpen: boolean;
  onClose: () => void;
}

/** Says when the certificate will expire, worked out as the API will, while the member fills the form in. */
function ExpiryPreview({ courses }: { courses: readonly Course[] }) {
  const [courseId, completedOn, statesExpiry] = useWatch<CertificateFormValues, ['courseId', 'completedOn', 'statesExpiry']>({
    name: ['courseId', 'completedOn', 'statesExpiry'],
  });
  const course = courses.find((candidate) => candidate.id === courseId);
  if (!course || statesExpiry === 'yes') return null;
  let text: string;
  if (course.refreshMonths === null) text = `${course.name} needs no refresher: the certificate will not expire.`;
  else if (completedOn instanceof Date && !Number.isNaN(completedOn.getTime()))
    text = `It will expire on ${formatDate(derivedExpiry(completedOn, course.refreshMonths))}, ${formatRefreshLength(course.refreshMonths)} after completion (the refresh period of ${course.name}).`;
  else text = `It will expire ${formatRefreshLength(course.refreshMonths)} after the completion date (the refresh period of ${course.name}).`;
  return (
    <p className="small text-body-secondary" role="status">
      {text}
    </p>
  );
}

/**
 * Uploads a trainee's certificate: the course, when it was completed, the expiry when the certificate
 * states one (otherwise derived from the course's refresh period), and the file (PDF or image). A failed
 * upload keeps the modal open with every value, the file included, and says why.
 */
export function CertificateUploadModal({ membershipNumber, trainees, courses, today, traineeId, courseId, isOpen, onClose }: CertificateUploadModalProps) {
  const formId = useId();
  const upload = useUploadCertificate(membershipNumber);
  const activeTrainees = useMemo(() => trainees.filter(isActiveTrainee).sort(byTraineeName), [trainees]);
  const schema = useMemo(
    () => createCertificateSchema({ traineeIds: activeTrainees.map((trainee) => trainee.id), courseIds: courses.map((course) => course.id), today }),
    [activeTrainees, courses, today],
  );
  const form = useSchemaForm(schema, { defaultValues: emptyCertificateForm({ traineeId, courseId }) });
  const statesExpiry = useWatch({ control: form.control, name: 'statesExpiry' });
  const fixedTrainee = traineeId ? activeTrainees.find((trainee) => trainee.id === traineeId) : undefined;

  const submit = (values: CertificateFormValues) =>
    upload.mutate(toCertificateUpload(values), {
      onSuccess: () => {
        const trainee = activeTrainees.find((candidate) => candidate.id === values.traineeId);
        const course = courses.find((candidate) => candidate.id === values.courseId);
        toast.success(`${course?.name ?? 'The'} certificate is saved for ${trainee ? traineeName(trainee) : 'the trainee'}.`);
        onClose();
      },
    });

  return (
    <FormModal
      isOpen={isOpen}
      title={fixedTrainee ? `Add a certificate for ${traineeName(fixedTrainee)}` : 'Upload a certificate'}
      formId={formId}
      onClose={onClose}
      submitLabel="Upload certificate"
      workingLabel="Uploading..."
      isWorking={upload.isPending}
      isSubmitDisabled={false}
      error={upload.error ? certificateUploadErrorMessage(upload.error) : undefined}
      onDismissError={upload.reset}
      size="lg"
    >
      <Form id={formId} form={form} onSubmit={submit}>
        {!fixedTrainee && (
          <SelectField
            name="traineeId"
            label="Trainee"
            placeholder="Choose a trainee"
            options={activeTrainees.map((trainee) => ({ value: trainee.id, label: traineeName(trainee) }))}
          />
        )}
        <SelectField name="courseId" label="Course" placeholder="Choose a course" options={courses.map((course) => ({ value: course.id, label: course.name }))} />
        <DateField name="completedOn" label="Completion date" hint="The date on the certificate when the course was passed, for example 14/02/2025." />
        <YesNoField name="statesExpiry" label="Does the certificate show an expiry date?" hint="Most food hygiene certificates do not; first aid certificates do." />
        {statesExpiry === 'yes' && <DateField name="expiresOn" label="Expiry date" hint="As shown on the certificate." />}
        <ExpiryPreview courses={courses} />
        <FileField name="file" label="Certificate file" hint={CERTIFICATE_FILE_HINT} accept={CERTIFICATE_ACCEPT} className="mb-0">
          {(file, { remove }) => <ChosenFile file={file} onRemove={remove} />}
        </FileField>
      </Form>
    </FormModal>
  );
}
