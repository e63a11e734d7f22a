import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getTraineesQueryOptions } from '@/api/get-trainees';
import type { Course } from '@/domain/training/course';
import { CertificateUploadModal } from './CertificateUploadModal';

interface UploadForAnyTraineeProps {
  membershipNumber: string;
  courses: Course[];
  today: Date;
  onClose: () => void;
}

/**
 * Uploading a certificate for any trainee: the trainees to choose from are read when the dialog opens, not
 * with the page (opened lazily, as UploadForAnyTraineeModal, in a ModalSlot, which keeps the page as it is
 * until they are in).
 */
export function UploadForAnyTrainee({ membershipNumber, courses, today, onClose }: UploadForAnyTraineeProps) {
  const { data: trainees } = useSuspenseQuery(getTraineesQueryOptions(useApiClient(), membershipNumber));
  return <CertificateUploadModal membershipNumber={membershipNumber} trainees={trainees} courses={courses} today={today} isOpen onClose={onClose} />;
}
