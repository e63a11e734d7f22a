import { Navigate, useParams } from 'react-router';
import { useToday } from '@/components/dates/useToday';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { guidOrEmpty } from '@/domain/id';
import { CombinedDataLoad } from '@/session/CombinedDataLoad';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { useTrainee } from './api/get-trainee';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { TraineeRecord } from './components/TraineeRecord';
import { useTrainingData } from './hooks/useTrainingData';

/**
 * /training/trainees/{id}: one trainee's record. An id that is not a GUID (spec §3: treated as empty) is
 * not looked up; the API answers 404 for another member's trainee; both show the not-found page.
 */
export function TraineePage() {
  const { id } = useParams();
  const traineeId = guidOrEmpty(id);
  const { membershipNumber } = useActingMember();
  const trainee = useTrainee(membershipNumber, traineeId || undefined);
  const data = useTrainingData(traineeId ? membershipNumber : undefined);
  const today = useToday();

  if (!membershipNumber) return <NoMemberNotice area="training records" />;
  if (!traineeId) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <DataLoad query={trainee} loadingLabel="Loading the trainee's record…">
      {(loaded) => (
        <CombinedDataLoad load={data} loadingLabel="Loading the trainee's record…">
          {(records) => <TraineeRecord key={`${membershipNumber}-${loaded.id}`} membershipNumber={membershipNumber} trainee={loaded} data={records} today={today} />}
        </CombinedDataLoad>
      )}
    </DataLoad>
  );
}
