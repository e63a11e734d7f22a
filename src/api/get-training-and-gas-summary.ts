import { queryOptions } from '@tanstack/react-query';
import type { GasSafetySummary } from '@/domain/gas/gasSafety';
import type { TrainingSummary } from '@/domain/training/trainingSummary';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** What needs doing in training and gas safety, counted by the server for today. */
export interface TrainingAndGasSummary {
  /** Null when the membership does not include training. */
  training: TrainingSummary | null;
  gasSafety: GasSafetySummary;
}

/** getTrainingAndGasSummary: the dashboard's training and gas safety counts, in one call so it stays within two rounds. */
export function getTrainingAndGasSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<TrainingAndGasSummary> {
  return dataOf(api.GET('/members/{membershipNumber}/training-and-gas/summary', { params: { path: { membershipNumber } }, signal }));
}

/** Invalidated by every training and gas safety change. */
export const trainingAndGasSummaryQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'training-and-gas-summary');

export function getTrainingAndGasSummaryQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: trainingAndGasSummaryQueryKey(membershipNumber),
    queryFn: ({ signal }) => getTrainingAndGasSummary(api, membershipNumber, signal),
  });
}
