import { useToday } from '@/components/dates/useToday';
import { grants } from '@/domain/permissions';
import { CombinedDataLoad } from '@/session/CombinedDataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useActingMember } from '@/session/useActingMember';
import { CertificatesOverview } from './components/CertificatesOverview';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { TrainingNotIncludedNotice } from './components/TrainingNotIncludedNotice';
import { useTrainingData } from './hooks/useTrainingData';

/**
 * /training/certificates. The route needs no permission (spec §2), but the records do: without the
 * training permission the page says so and asks the API nothing.
 */
export function CertificatesPage() {
  const { membershipNumber } = useActingMember();
  const hasTraining = grants(useMemberSession().permissions, 'training');
  const data = useTrainingData(hasTraining ? membershipNumber : undefined);
  const today = useToday();
  if (!membershipNumber) return <NoMemberNotice area="training records" />;
  if (!hasTraining) return <TrainingNotIncludedNotice />;
  return (
    <CombinedDataLoad load={data} loadingLabel="Loading your certificates…">
      {(records) => <CertificatesOverview key={membershipNumber} membershipNumber={membershipNumber} data={records} today={today} />}
    </CombinedDataLoad>
  );
}
