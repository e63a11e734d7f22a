import type { QueryClient } from '@tanstack/react-query';
import { trainingAndGasSummaryQueryKey } from '@/api/get-training-and-gas-summary';
import { trainingQueryKey } from './training-paths';

/** After any change to a member's trainees or certificates: every training list, the trainee pages and the dashboard's counts. */
export function invalidateTraining(queryClient: QueryClient, membershipNumber: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingQueryKey(membershipNumber) }),
    queryClient.invalidateQueries({ queryKey: trainingAndGasSummaryQueryKey(membershipNumber) }),
  ]);
}
