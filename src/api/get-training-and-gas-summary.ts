import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { GasSafetySummary } from '@/domain/gas/gasSafety';
import type { TrainingSummary } from '@/domain/training/trainingSummary';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/** What needs doing in training and gas safety, counted by the server for today. */
export interface TrainingAndGasSummary {
  /** Null when the membership does not include training. */
  training: TrainingSummary | null;
  gasSafety: GasSafetySummary;
}

/**
 * GET /members/{membershipNumber}/training-and-gas/summary (designed, DESIGN.md §5)
 * Response 200: { training: { activeTrainees, certificatesExpiringSoon, certificatesExpired,
 *   traineesMissingTraining } | null (no training permission), gasSafety: { unitsWithGas,
 *   inspectionsDueSoon, inspectionsOverdue (overdue or never inspected) } }, over active trainees and
 *   open units. One call, so the dashboard stays within two rounds. 401 / 403 / 404 as every member call.
 */
export function getTrainingAndGasSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<TrainingAndGasSummary> {
  return api.get<TrainingAndGasSummary>(`${memberPath(membershipNumber)}/training-and-gas/summary`, { signal });
}

/** Invalidated by every training and gas safety change. */
export const trainingAndGasSummaryQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'training-and-gas-summary');

export function getTrainingAndGasSummaryQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: trainingAndGasSummaryQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getTrainingAndGasSummary(api, membershipNumber, signal) : skipToken,
  });
}

export function useTrainingAndGasSummary(membershipNumber: string | undefined) {
  return useQuery(getTrainingAndGasSummaryQueryOptions(useApiClient(), membershipNumber));
}
