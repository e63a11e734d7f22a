import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { PeriodDates, ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

/** createPeriod: adds a period to the programme, Upcoming; overlapping dates or a taken name are refused. */
export function createPeriod(api: ApiClient, schemeType: SchemeType, request: PeriodDates, idempotencyKey: string): Promise<ProgrammePeriod> {
  return dataOf(
    api.POST('/{programme}/periods', { params: { path: { programme: schemeType }, header: { 'Idempotency-Key': idempotencyKey } }, body: request }),
  );
}

export function useCreatePeriod(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`createPeriod:${schemeType}`);
  return useMutation({
    mutationFn: (request: PeriodDates) => createPeriod(api, schemeType, request, attempt.keyFor(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
