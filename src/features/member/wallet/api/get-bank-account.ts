import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { walletQueryKey } from '@/api/query-keys';
import type { PayoutBankAccount } from '@/domain/wallet/bankDetails';

/** getBankAccount: the account payouts go to and a change waiting out its safety hold, masked. */
export function getBankAccount(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<PayoutBankAccount> {
  return dataOf(api.GET('/members/{membershipNumber}/wallet/bank-account', { params: { path: { membershipNumber } }, signal }));
}

export const bankAccountQueryKey = (membershipNumber: string | undefined) => [...walletQueryKey(membershipNumber), 'bank-account'] as const;

export function getBankAccountQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: bankAccountQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getBankAccount(api, membershipNumber, signal) : skipToken,
  });
}

export function useBankAccount(membershipNumber: string | undefined) {
  return useQuery(getBankAccountQueryOptions(useApiClient(), membershipNumber));
}
