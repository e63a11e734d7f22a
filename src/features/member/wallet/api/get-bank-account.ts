import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from '@/api/versions';
import { walletQueryKey } from '@/api/query-keys';
import type { PayoutBankAccount } from '@/domain/wallet/bankDetails';

/** getBankAccount: the account payouts go to and a change waiting out its safety hold, masked. */
export function getBankAccount(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<PayoutBankAccount> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/wallet/bank-account', { params: { path: { membershipNumber } }, signal }));
}

export const bankAccountQueryKey = (membershipNumber: string) => [...walletQueryKey(membershipNumber), 'bank-account'] as const;

export function getBankAccountQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: bankAccountQueryKey(membershipNumber),
    queryFn: ({ signal }) => getBankAccount(api, membershipNumber, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
