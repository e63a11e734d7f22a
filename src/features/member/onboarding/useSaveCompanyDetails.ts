import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useApiClient } from '@/api/ApiClientContext';
import { getMembershipDetailsQueryOptions, updateCompanyDetails } from '@/api/members';
import type { CompanyDetailsPayload } from '@/domain/validation/companyDetailsSchema';

export const COMPANY_DETAILS_SAVED_MESSAGE = 'Your details have been successfully updated.';
export const COMPANY_DETAILS_SAVE_FAILED_MESSAGE = 'There was an error saving your company details.';

/** Call 5 with the spec §8 toasts; on success the member's details are loaded again (call 4). */
export function useSaveCompanyDetails(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyDetailsPayload) => updateCompanyDetails(api, membershipNumber, payload),
    onSuccess: () => {
      toast.success(COMPANY_DETAILS_SAVED_MESSAGE);
      // Not awaited: the form is clean as soon as the save succeeds; the refreshed details follow.
      void queryClient.invalidateQueries({ queryKey: getMembershipDetailsQueryOptions(api, membershipNumber).queryKey });
    },
    // A 400 (e.g. a number not on the register) reads the same to the member as any other failure.
    onError: () => {
      toast.error(COMPANY_DETAILS_SAVE_FAILED_MESSAGE);
    },
  });
}
