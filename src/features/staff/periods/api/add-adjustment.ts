import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { PeriodAdjustment } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { AdjustmentRequest } from '@/domain/rewards/staffSchemas';
import { periodsQueryKey } from './period-query-keys';

/** addAdjustment: adds or takes off a member's cashback in a period, with the reason (kept in its audit trail). */
export function addAdjustment(api: ApiClient, schemeType: SchemeType, periodId: string, request: AdjustmentRequest, idempotencyKey: string): Promise<PeriodAdjustment> {
  return dataOf(
    api.POST('/{programme}/periods/{periodId}/adjustments', {
      params: { path: { programme: schemeType, periodId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useAddAdjustment(schemeType: SchemeType, periodId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`addAdjustment:${periodId}`);
  return useMutation({
    mutationFn: (request: AdjustmentRequest) => addAdjustment(api, schemeType, periodId, request, attempt.keyFor(request)),
    // The member's line, the totals (here and in the list) and the audit trail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
