import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toasts/toast';
import { useApiClient } from '@/api/ApiClientContext';
import { memberQueryKey } from '@/api/query-keys';
import { updateCompanyDetails } from '@/api/update-company-details';
import type { AccountDetails } from '@/domain/account/accountDetails';
import {
  COMPANY_DETAILS_SAVE_FAILED_MESSAGE,
  COMPANY_DETAILS_SAVED_MESSAGE,
  type CompanyDetailsPayload,
} from '@/domain/validation/companyDetailsSchema';
import { accountDetailsQueryKey } from '@/api/get-account-details';
import { ifMatchOf, isVersionMismatch } from '@/api/versions';
import { updateAccountDetails } from '../api/update-account-details';

export interface AccountDetailsSave {
  /** Call 5's body, when the company fields changed. */
  company?: CompanyDetailsPayload;
  /** The contacts call's body, when anything else changed. */
  contacts?: AccountDetails;
}

/**
 * One Save for the whole page: call 5 first (the VAT answer decides whether a VAT number belongs), then the
 * contacts, each only when its part changed. Either failing fails the save, with spec §8's error toast; the
 * form keeps everything typed. Saving again repeats both: each is a PUT of the whole part.
 */
export function useSaveAccountDetails(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ company, contacts }: AccountDetailsSave) => {
      if (company) await updateCompanyDetails(api, membershipNumber, company, ifMatchOf(queryClient.getQueryData(memberQueryKey(membershipNumber, 'details'))));
      if (contacts) await updateAccountDetails(api, membershipNumber, contacts, ifMatchOf(queryClient.getQueryData(accountDetailsQueryKey(membershipNumber))));
    },
    onSuccess: (_data, { company, contacts }) => {
      toast.success(COMPANY_DETAILS_SAVED_MESSAGE);
      if (company) void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'details') });
      if (contacts) void queryClient.invalidateQueries({ queryKey: accountDetailsQueryKey(membershipNumber) });
    },
    onError: (error) => {
      toast.error(COMPANY_DETAILS_SAVE_FAILED_MESSAGE);
      // Stale: the next save goes on from the details as they are now.
      if (isVersionMismatch(error)) {
        void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber, 'details') });
        void queryClient.invalidateQueries({ queryKey: accountDetailsQueryKey(membershipNumber) });
      }
    },
  });
}
