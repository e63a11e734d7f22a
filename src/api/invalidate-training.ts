import type { QueryClient } from '@tanstack/react-query';
import { trainingAndGasSummaryQueryKey } from '@/api/get-training-and-gas-summary';
import { memberQueryKey } from '@/api/query-keys';

/** Every training query of one member lives under this key, so one invalidation reaches them all. */
export const trainingQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'training');

/** After any change to a member's trainees, certificates or role requirements: every training list, the trainee pages and the dashboard's counts. */
export function invalidateTraining(queryClient: QueryClient, membershipNumber: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingQueryKey(membershipNumber) }),
    queryClient.invalidateQueries({ queryKey: trainingAndGasSummaryQueryKey(membershipNumber) }),
  ]);
}
