import { toast } from '@/components/toasts/toast';
import { useUpdateCompanyDetails } from '@/api/update-company-details';
import { COMPANY_DETAILS_SAVE_FAILED_MESSAGE, COMPANY_DETAILS_SAVED_MESSAGE } from '@/domain/validation/companyDetailsSchema';

/** Call 5 with the spec §8 toasts. A 400 (e.g. a number not on the register) reads like any other failure. */
export function useSaveCompanyDetails(membershipNumber: string) {
  return useUpdateCompanyDetails(membershipNumber, {
    onSuccess: () => void toast.success(COMPANY_DETAILS_SAVED_MESSAGE),
    onError: () => void toast.error(COMPANY_DETAILS_SAVE_FAILED_MESSAGE),
  });
}
