import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { BankDetailsRequest, PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { bankAccountQueryKey } from './get-bank-account';

/** updateBankAccount: a new account for payouts, used once its safety hold is over (giving the current one again cancels a waiting change). */
export function updateBankAccount(api: ApiClient, membershipNumber: string, request: BankDetailsRequest, ifMatch: string): Promise<PayoutBankAccount> {
  return versionedDataOf(api.PUT('/members/{membershipNumber}/wallet/bank-account', { params: { path: { membershipNumber }, header: { 'If-Match': ifMatch } }, body: request }));
}

export function useUpdateBankAccount(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BankDetailsRequest) => updateBankAccount(api, membershipNumber, request, ifMatchOf(queryClient.getQueryData(bankAccountQueryKey(membershipNumber)))),
    onSuccess: (account) => queryClient.setQueryData(bankAccountQueryKey(membershipNumber), account),
    // Stale: the next try goes on from the account as it is now.
    onError: (error) => (isVersionMismatch(error) ? queryClient.invalidateQueries({ queryKey: bankAccountQueryKey(membershipNumber) }) : undefined),
  });
}
