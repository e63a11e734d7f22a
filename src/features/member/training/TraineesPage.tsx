import { useToday } from '@/components/dates/useToday';
import { CombinedDataLoad } from '@/session/CombinedDataLoad';
import { useActingMember } from '@/session/useActingMember';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { TraineesOverview } from './components/TraineesOverview';
import { useTrainingData } from './hooks/useTrainingData';

/** /training/trainees (needs training): the member's food handlers, their training status and the training matrix. */
export function TraineesPage() {
  const { membershipNumber } = useActingMember();
  const data = useTrainingData(membershipNumber);
  const today = useToday();
  if (!membershipNumber) return <NoMemberNotice area="training records" />;
  return (
    <CombinedDataLoad load={data} loadingLabel="Loading your trainees…">
      {(records) => <TraineesOverview key={membershipNumber} membershipNumber={membershipNumber} data={records} today={today} />}
    </CombinedDataLoad>
  );
}
