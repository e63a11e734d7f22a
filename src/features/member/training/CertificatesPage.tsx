import { useToday } from '@/components/dates/useToday';
import { grants } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { CertificatesOverview } from './components/CertificatesOverview';
import { TrainingNotIncludedNotice } from './components/TrainingNotIncludedNotice';
import { useTrainingData } from './hooks/useTrainingData';

/**
 * /training/certificates. The route needs no permission (spec §2), but the records do: without the
 * training permission the page says so and asks the API nothing.
 */
export function CertificatesPage() {
  const hasTraining = grants(useMemberSession().permissions, 'training');
  return hasTraining ? <MemberCertificates /> : <TrainingNotIncludedNotice />;
}

function MemberCertificates() {
  const membershipNumber = useMemberInView();
  const data = useTrainingData(membershipNumber);
  return <CertificatesOverview membershipNumber={membershipNumber} data={data} today={useToday()} />;
}
