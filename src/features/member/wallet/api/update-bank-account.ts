import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { BankDetailsRequest, PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { bankAccountQueryKey } from './get-bank-account';

/**
 * PUT /members/{membershipNumber}/wallet/bank-account (designed, DESIGN.md §5)
 * Payload: JSON { accountHolderName, sortCode (6 digits), accountNumber (6 to 8 digits) }.
 * Response 200: the bank account as GET answers it, the new one as `pendingChange` with `effectiveFrom`:
 *   the first payout day after the safety hold (payouts before it go to the current account). Giving the
 *   current account again cancels a waiting change. 400 a missing name or a sort code or account number of
 *   the wrong shape; 409 no change (payouts already go there, or this change is already waiting).
 */
export function updateBankAccount(api: ApiClient, membershipNumber: string, request: BankDetailsRequest): Promise<PayoutBankAccount> {
  return api.put<PayoutBankAccount>(`${memberPath(membershipNumber)}/wallet/bank-account`, request);
}

export function useUpdateBankAccount(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BankDetailsRequest) => updateBankAccount(api, membershipNumber, request),
    onSuccess: (account) => queryClient.setQueryData(bankAccountQueryKey(membershipNumber), account),
  });
}
