import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { BankDetailsRequest, PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { bankAccountQueryKey } from './get-bank-account';

/** updateBankAccount: a new account for payouts, used once its safety hold is over (giving the current one again cancels a waiting change). */
export function updateBankAccount(api: ApiClient, membershipNumber: string, request: BankDetailsRequest): Promise<PayoutBankAccount> {
  return dataOf(api.PUT('/members/{membershipNumber}/wallet/bank-account', { params: { path: { membershipNumber } }, body: request }));
}

export function useUpdateBankAccount(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BankDetailsRequest) => updateBankAccount(api, membershipNumber, request),
    onSuccess: (account) => queryClient.setQueryData(bankAccountQueryKey(membershipNumber), account),
  });
}
