import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { PeriodDetail } from '@/domain/rewards/periodAdmin';
import type { PeriodAction } from '@/domain/rewards/periodLifecycle';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodsQueryKey } from './period-paths';

/**
 * POST /{programme}/periods/{periodId}/open | /close | /calculate | /approve (designed, DESIGN.md §5): the period's
 * state machine, Upcoming → Open → ClosedForClaims → CashbackCalculated → Paid, one step each. No payload.
 * - open: from the period's first day. close: members' claims into it then answer 422 (spec §8).
 * - calculate: each member's cashback (purchases at the programme's rate, or Calor's approved claims, plus
 *   adjustments) goes into their wallet, waiting for approval; Calor refuses while claims still wait for review.
 * - approve: that cashback becomes approved for payout (for the next BACS file).
 * Response 200: the period's detail (as GET). 409 with the reason in plain words when the move is not allowed from
 *   the period's state (or before its first day, or with Calor claims waiting); 404; 401; 403 not a larderAdmin.
 */
export async function movePeriodOn(api: ApiClient, schemeType: SchemeType, periodId: string, action: PeriodAction) {
  const idempotencyKey = await idempotencyKeyFor(`period-${action}`, schemeType, periodId);
  return api.post<PeriodDetail>(`${periodPath(schemeType, periodId)}/${action}`, undefined, { idempotencyKey });
}

export function useMovePeriodOn(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ periodId, action }: { periodId: string; action: PeriodAction }) => movePeriodOn(api, schemeType, periodId, action),
    // The list's states and totals, the period's detail, members and audit trail all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
  });
}
