import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ProgrammeSignup, ProgrammeSignupRequest } from '@/domain/rewards/signup';
import { programmeSignupQueryKey, type ProgrammeSignupAnswer } from './get-programme-signup';
import { programmeMemberPath } from './programme-paths';

/**
 * POST /{programme}/members/{membershipNumber}/signup, programme biopak | nisbets | booker (designed, DESIGN.md §5)
 * Payload: JSON { supplierAccountNumber, unitIds: [unit id], consentToShareData: true }.
 * Response 201 the new sign-up, status Pending; 200 the same sign-up re-applied after a rejection (Pending
 *   again, its history kept). 400 no consent, a malformed account number, no units or a unit that is not
 *   one of the member's open units; 409 a sign-up already Pending or Approved, or the account number
 *   linked to another membership (the reason in plain words).
 */
export async function signUpToProgramme(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  request: ProgrammeSignupRequest,
  current?: ProgrammeSignup | null,
) {
  // One application once: the key names the sign-up it follows (a re-application after a rejection is new).
  const idempotencyKey = await idempotencyKeyFor('programme-signup', schemeType, membershipNumber, current?.history.length ?? 0, request);
  return api.post<ProgrammeSignup>(`${programmeMemberPath(schemeType, membershipNumber)}/signup`, request, { idempotencyKey });
}

/**
 * `onSignedUp` runs before the page shows the new status: the form that started the mutation then goes
 * away, and a callback given to mutate() would go with it.
 */
export function useSignUpToProgramme(schemeType: SupplierReportedSchemeType, membershipNumber: string, onSignedUp?: (signup: ProgrammeSignup) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProgrammeSignupRequest) =>
      signUpToProgramme(api, schemeType, membershipNumber, request, queryClient.getQueryData<ProgrammeSignupAnswer>(programmeSignupQueryKey(schemeType, membershipNumber))?.signup),
    onSuccess: (signup) => {
      onSignedUp?.(signup);
      queryClient.setQueryData<ProgrammeSignupAnswer>(programmeSignupQueryKey(schemeType, membershipNumber), { signup });
      // The rewards home's card (call 7) and the cashback page change with the standing.
      return queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'rewards') });
    },
  });
}
