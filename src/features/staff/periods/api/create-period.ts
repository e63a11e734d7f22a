import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { PeriodDates, ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsPath, periodsQueryKey } from './period-paths';

/**
 * POST /{programme}/periods (designed, DESIGN.md §5)
 * Payload: JSON { name, startDate, endDate } (yyyy-MM-dd).
 * Response 201: the new period, state Upcoming. 400 a missing name (or over 60 characters), a date not yyyy-MM-dd,
 *   the last day before the first; 409 the dates overlap another of the programme's periods, or the name is taken
 *   (the reason in plain words, naming the period it overlaps); 403 not a larderAdmin.
 */
export async function createPeriod(api: ApiClient, schemeType: SchemeType, request: PeriodDates) {
  const idempotencyKey = await idempotencyKeyFor('period-create', schemeType, request);
  return api.post<ProgrammePeriod>(periodsPath(schemeType), request, { idempotencyKey });
}

export function useCreatePeriod(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PeriodDates) => createPeriod(api, schemeType, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
  });
}
