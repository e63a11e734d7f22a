import { dataOf, type ApiClient } from '@/api/loader';
import type { AccountDetails } from '@/domain/account/accountDetails';

/**
 * updateAccountDetails: saves the whole account details; a 400 names the field and the reason. Saved
 * together with call 5 by useSaveAccountDetails (../hooks), which owns the mutation.
 */
export function updateAccountDetails(api: ApiClient, membershipNumber: string, details: AccountDetails): Promise<AccountDetails> {
  return dataOf(api.PUT('/members/{membershipNumber}/account-details', { params: { path: { membershipNumber } }, body: details }));
}
