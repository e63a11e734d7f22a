import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getTraineesQueryOptions } from '@/api/get-trainees';
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

/** The trainees and courses that name each certificate (and the upload form offers); the certificates come a page at a time. */
function MemberCertificates() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: courses }, { data: trainees }] = useSuspenseQueries({ queries: [getCoursesQueryOptions(api), getTraineesQueryOptions(api, membershipNumber)] });
  return <CertificatesOverview membershipNumber={membershipNumber} trainees={trainees} courses={courses} today={useToday()} />;
}
