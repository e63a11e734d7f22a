import { Suspense } from 'react';
import { useToday } from '@/components/dates/useToday';
import { useMemberInView } from '@/session/useMemberInView';
import { TraineesOverview } from './components/TraineesOverview';
import { TraineesSkeleton } from './components/TraineesSkeleton';
import { useTraineesPageData } from './hooks/useTrainingData';

function Trainees() {
  const membershipNumber = useMemberInView();
  const data = useTraineesPageData(membershipNumber);
  return <TraineesOverview membershipNumber={membershipNumber} data={data} today={useToday()} />;
}

/** /training/trainees (needs training): the member's food handlers, their training status and the training matrix. */
export function TraineesPage() {
  return (
    <Suspense fallback={<TraineesSkeleton />}>
      <Trainees />
    </Suspense>
  );
}
