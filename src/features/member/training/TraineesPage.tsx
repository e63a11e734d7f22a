import { Suspense } from 'react';
import { useToday } from '@/components/dates/useToday';
import { TableSkeleton } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { TraineesOverview } from './components/TraineesOverview';
import { useTrainingData } from './hooks/useTrainingData';

function Trainees() {
  const membershipNumber = useMemberInView();
  const data = useTrainingData(membershipNumber);
  return <TraineesOverview membershipNumber={membershipNumber} data={data} today={useToday()} />;
}

/** /training/trainees (needs training): the member's food handlers, their training status and the training matrix. */
export function TraineesPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Loading your trainees…" rows={5} columns={5} />}>
      <Trainees />
    </Suspense>
  );
}
