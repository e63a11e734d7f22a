import type { ApiClient } from '@/api/loader';
import { versionedDataOf } from '@/api/versions';
import type { AccountDetails } from '@/domain/account/accountDetails';

/**
 * updateAccountDetails: saves the whole account details; a 400 names the field and the reason. Saved
 * together with call 5 by useSaveAccountDetails (../hooks), which owns the mutation.
 */
export function updateAccountDetails(api: ApiClient, membershipNumber: string, details: AccountDetails, ifMatch: string): Promise<AccountDetails> {
  return versionedDataOf(api.PUT('/members/{membershipNumber}/account-details', { params: { path: { membershipNumber }, header: { 'If-Match': ifMatch } }, body: details }));
}
