import type { QueryClient } from '@tanstack/react-query';
import { trainingAndGasSummaryQueryKey } from '@/api/get-training-and-gas-summary';
import { gasSafetyQueryKey } from '@/api/get-gas-safety';

/** After any gas safety change: the units' records and the dashboard's counts. */
export function invalidateGasSafety(queryClient: QueryClient, membershipNumber: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gasSafetyQueryKey(membershipNumber) }),
    queryClient.invalidateQueries({ queryKey: trainingAndGasSummaryQueryKey(membershipNumber) }),
  ]);
}
