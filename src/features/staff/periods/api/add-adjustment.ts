import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { PeriodAdjustment } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { AdjustmentRequest } from '@/domain/rewards/staffSchemas';
import { periodPath, periodsQueryKey } from './period-paths';

/**
 * POST /{programme}/periods/{periodId}/adjustments (designed, DESIGN.md §5)
 * Payload: JSON { membershipNumber, amount (pounds; negative takes cashback off), reason }.
 * Response 201: { id, periodId, membershipNumber, memberName, amount, reason, madeBy, madeOn }, also kept in the period's
 *   audit trail; once the cashback is calculated the member's wallet entry follows it. 400 no reason, an amount of 0 or
 *   over £10,000 either way, or not a member of the programme; 409 the period is paid (approved for payout), or the
 *   adjustment would take the member's cashback below £0; 404; 401; 403 not a larderAdmin.
 */
export async function addAdjustment(api: ApiClient, schemeType: SchemeType, periodId: string, request: AdjustmentRequest) {
  const idempotencyKey = await idempotencyKeyFor('period-adjustment', schemeType, periodId, request);
  return api.post<PeriodAdjustment>(`${periodPath(schemeType, periodId)}/adjustments`, request, { idempotencyKey });
}

export function useAddAdjustment(schemeType: SchemeType, periodId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdjustmentRequest) => addAdjustment(api, schemeType, periodId, request),
    // The member's line, the totals (here and in the list) and the audit trail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
  });
}
