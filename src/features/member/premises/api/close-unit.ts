import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { putUnitChoice } from '@/api/get-unit-choices';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { UnitPremises } from '@/domain/units/unitPremises';

/** closeUnit: marks the unit closed; it is kept, never deleted, with all its records. */
export function closeUnit(api: ApiClient, membershipNumber: string, unitId: string, idempotencyKey: string): Promise<UnitPremises> {
  return dataOf(
    api.POST('/members/{membershipNumber}/units/{unitId}/close', {
      params: { path: { membershipNumber, unitId }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useCloseUnit(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`closeUnit:${unitId}`);
  return useMutation({
    mutationFn: () => closeUnit(api, membershipNumber, unitId, attempt.keyFor(unitId)),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unitId), unit);
      putUnitChoice(queryClient, membershipNumber, unit);
      return invalidateCompliance(queryClient, membershipNumber);
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
