import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CompanyDetailsPayload } from '@/domain/validation/companyDetailsSchema';
import { useApiClient } from './ApiClientContext';
import { dataOf, type ApiClient } from './loader';
import { ifMatchOf, isVersionMismatch } from './versions';
import { memberQueryKey } from './query-keys';

/**
 * Call 5 (updateCompanyDetails): saves the company type, number and VAT answer. The spec names the path's
 * member `memberId`: it is the membership number. A 400 carries the reason (a number not on the register).
 */
export function updateCompanyDetails(api: ApiClient, membershipNumber: string, payload: CompanyDetailsPayload, ifMatch: string): Promise<unknown> {
  return dataOf(api.PUT('/members/{memberId}/details/company-type', { params: { path: { memberId: membershipNumber }, header: { 'If-Match': ifMatch } }, body: payload }));
}

type Callbacks = Pick<UseMutationOptions<unknown, Error, CompanyDetailsPayload>, 'onSuccess' | 'onError'>;

/** Saves the company details; the member's details are loaded again afterwards (call 4). */
export function useUpdateCompanyDetails(membershipNumber: string, { onSuccess, onError }: Callbacks = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // Call 4's version (its ETag) is the membership info this changes.
    mutationFn: (payload: CompanyDetailsPayload) =>
      updateCompanyDetails(api, membershipNumber, payload, ifMatchOf(queryClient.getQueryData(memberQueryKey(membershipNumber, 'details')))),
    onSuccess: (...args) => {
      // Not awaited: the form is clean as soon as the save succeeds; the refreshed details follow.
      void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'details') });
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      if (isVersionMismatch(args[0])) void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'details') });
      return onError?.(...args);
    },
  });
}
