import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getTraineeCountsQueryOptions } from '@/api/get-trainee-standings';
import { useToday } from '@/components/dates/useToday';
import { grants } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { CertificatesOverview } from './components/CertificatesOverview';
import { TrainingNotIncludedNotice } from './components/TrainingNotIncludedNotice';

/**
 * /training/certificates. The route needs no permission (spec §2), but the records do: without the
 * training permission the page says so and asks the API nothing.
 */
export function CertificatesPage() {
  const hasTraining = grants(useMemberSession().permissions, 'training');
  return hasTraining ? <MemberCertificates /> : <TrainingNotIncludedNotice />;
}

/**
 * The courses that name each certificate, and whether there is a trainee to upload one for; the certificates
 * come a page at a time with their trainees, and the upload form reads the trainees when it opens.
 */
function MemberCertificates() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: courses }, { data: counts }] = useSuspenseQueries({ queries: [getCoursesQueryOptions(api), getTraineeCountsQueryOptions(api, membershipNumber)] });
  return <CertificatesOverview membershipNumber={membershipNumber} hasActiveTrainee={counts.activeTrainees > 0} courses={courses} today={useToday()} />;
}
