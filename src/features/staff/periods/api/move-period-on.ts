import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { PeriodDetail } from '@/domain/rewards/periodAdmin';
import type { PeriodAction } from '@/domain/rewards/periodLifecycle';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

interface MoveParams {
  path: { programme: SchemeType; periodId: string };
  header: { 'Idempotency-Key': string };
}

/** One call for each step of the period's state machine, Upcoming → Open → ClosedForClaims → CashbackCalculated → Paid. */
const MOVES: Record<PeriodAction, (api: ApiClient, params: MoveParams) => Promise<PeriodDetail>> = {
  /** openPeriod: from its first day, members claim into it and suppliers' reports are imported. */
  open: (api, params) => dataOf(api.POST('/{programme}/periods/{periodId}/open', { params })),
  /** closePeriod: members' claims into it are refused from now on. */
  close: (api, params) => dataOf(api.POST('/{programme}/periods/{periodId}/close', { params })),
  /** calculatePeriodCashback: each member's cashback goes into their wallet, waiting for approval. */
  calculate: (api, params) => dataOf(api.POST('/{programme}/periods/{periodId}/calculate', { params })),
  /** approvePeriodCashback: that cashback is approved, to go out in the next BACS file. */
  approve: (api, params) => dataOf(api.POST('/{programme}/periods/{periodId}/approve', { params })),
};

/** Moves a period on one step; the answer is its detail, as getPeriod gives it. */
export function movePeriodOn(api: ApiClient, schemeType: SchemeType, periodId: string, action: PeriodAction, idempotencyKey: string): Promise<PeriodDetail> {
  return MOVES[action](api, { path: { programme: schemeType, periodId }, header: { 'Idempotency-Key': idempotencyKey } });
}

export function useMovePeriodOn(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`movePeriodOn:${schemeType}`);
  return useMutation({
    mutationFn: (move: { periodId: string; action: PeriodAction }) => movePeriodOn(api, schemeType, move.periodId, move.action, attempt.keyFor(move)),
    // The list's states and totals, the period's detail, members and audit trail all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
