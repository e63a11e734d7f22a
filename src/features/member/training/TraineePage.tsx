import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { useToday } from '@/components/dates/useToday';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { guidOrEmpty } from '@/domain/id';
import { useMemberInView } from '@/session/useMemberInView';
import { getTraineeCertificatesQueryOptions } from './api/get-certificate-list';
import { useTrainee } from './api/get-trainee';
import { TraineeRecord } from './components/TraineeRecord';
import { useTraineesPageData } from './hooks/useTrainingData';

/**
 * /training/trainees/{id}: one trainee's record. An id that is not a GUID (spec §3: treated as empty) is
 * not looked up; the API answers 404 for another member's trainee; both show the not-found page.
 */
export function TraineePage() {
  const traineeId = guidOrEmpty(useParams().id);
  if (!traineeId) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return <TraineeRecordPage traineeId={traineeId} />;
}

function TraineeRecordPage({ traineeId }: { traineeId: string }) {
  const membershipNumber = useMemberInView();
  const trainee = useTrainee(membershipNumber, traineeId);
  const data = useTraineesPageData(membershipNumber);
  const { data: certificates } = useSuspenseQuery(getTraineeCertificatesQueryOptions(useApiClient(), membershipNumber, traineeId));
  return <TraineeRecord key={trainee.id} membershipNumber={membershipNumber} trainee={trainee} data={data} certificates={certificates} today={useToday()} />;
}
