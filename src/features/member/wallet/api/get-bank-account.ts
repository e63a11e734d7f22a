import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, walletQueryKey } from '@/api/query-keys';
import type { PayoutBankAccount } from '@/domain/wallet/bankDetails';

/**
 * GET /members/{membershipNumber}/wallet/bank-account (designed, DESIGN.md §5)
 * Response 200: { current: { accountHolderName, sortCodeEnding, accountNumberEnding, since } | null,
 *   pendingChange: { accountHolderName, sortCodeEnding, accountNumberEnding, requestedOn, effectiveFrom } | null,
 *   holdDays }: never the full numbers. 401 / 403 (also without the wallet) / 404.
 */
export function getBankAccount(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<PayoutBankAccount> {
  return api.get<PayoutBankAccount>(`${memberPath(membershipNumber)}/wallet/bank-account`, { signal });
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
