import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { putUnitChoice } from '@/api/get-unit-choices';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';

/** createUnit: adds a trading unit to the member's business; a 400 names the field and the reason. */
export function createUnit(api: ApiClient, membershipNumber: string, request: UnitRequest, idempotencyKey: string): Promise<UnitPremises> {
  return dataOf(
    api.POST('/members/{membershipNumber}/units', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useCreateUnit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`createUnit:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: UnitRequest) => createUnit(api, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unit.id), unit);
      putUnitChoice(queryClient, membershipNumber, unit);
      return invalidateCompliance(queryClient, membershipNumber);
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
