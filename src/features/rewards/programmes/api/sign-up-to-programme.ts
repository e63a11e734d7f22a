import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ProgrammeSignup, ProgrammeSignupRequest } from '@/domain/rewards/signup';
import { programmeSignupQueryKey, type ProgrammeSignupAnswer } from './get-programme-signup';

/** signUpToProgramme: applies to a supplier-reported programme, or re-applies after a rejection (the same sign-up, Pending again). */
export function signUpToProgramme(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  request: ProgrammeSignupRequest,
  idempotencyKey: string,
): Promise<ProgrammeSignup> {
  return dataOf(
    api.POST('/{programme}/members/{membershipNumber}/signup', {
      params: { path: { programme: schemeType, membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

/**
 * `onSignedUp` runs before the page shows the new status: the form that started the mutation then goes
 * away, and a callback given to mutate() would go with it.
 */
export function useSignUpToProgramme(schemeType: SupplierReportedSchemeType, membershipNumber: string, onSignedUp?: (signup: ProgrammeSignup) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`programme-signup:${schemeType}:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: ProgrammeSignupRequest) => signUpToProgramme(api, schemeType, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: (signup) => {
      onSignedUp?.(signup);
      queryClient.setQueryData<ProgrammeSignupAnswer>(programmeSignupQueryKey(schemeType, membershipNumber), { signup });
      // The rewards home's card (call 7) and the cashback page change with the standing.
      return queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'rewards') });
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
