import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from './versions';
import { memberQueryKey } from '@/api/query-keys';
import type { AccountDetails } from '@/domain/account/accountDetails';

/** getAccountDetails: trading name, VAT number, main contact and addresses (the company type stays in call 4). */
export function getAccountDetails(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<AccountDetails> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/account-details', { params: { path: { membershipNumber } }, signal }));
}

export const accountDetailsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'account-details');

export function getAccountDetailsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: accountDetailsQueryKey(membershipNumber),
    queryFn: ({ signal }) => getAccountDetails(api, membershipNumber, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
