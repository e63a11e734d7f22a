import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CompanyDetailsPayload } from '@/domain/validation/companyDetailsSchema';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/**
 * Call 5: PUT /members/{membershipNumber}/details/company-type with { companyTypeId,
 * companyRegistrationOrCharityNumber, vatRegistered } → the updated membership info; 400 with a text
 * reason when refused (e.g. a company number not on the register).
 */
export function updateCompanyDetails(api: ApiClient, membershipNumber: string, payload: CompanyDetailsPayload): Promise<unknown> {
  return api.put<unknown>(`${memberPath(membershipNumber)}/details/company-type`, payload);
}

type Callbacks = Pick<UseMutationOptions<unknown, Error, CompanyDetailsPayload>, 'onSuccess' | 'onError'>;

/** Saves the company details; the member's details are loaded again afterwards (call 4). */
export function useUpdateCompanyDetails(membershipNumber: string, { onSuccess, onError }: Callbacks = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyDetailsPayload) => updateCompanyDetails(api, membershipNumber, payload),
    onSuccess: (...args) => {
      // Not awaited: the form is clean as soon as the save succeeds; the refreshed details follow.
      void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'details') });
      return onSuccess?.(...args);
    },
    onError,
  });
}
