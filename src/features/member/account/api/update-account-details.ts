import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { AccountDetails } from '@/domain/account/accountDetails';

/**
 * PUT /members/{membershipNumber}/account-details (designed, DESIGN.md §5)
 * Payload: the whole AccountDetails (see get-account-details.ts); invoiceAddress null means "same as the
 *   mail address"; vatNumber null when not VAT registered.
 * Response 200: the saved AccountDetails. 400 with a plain-text reason naming the field (e.g.
 *   "mailAddress.postcode is not a valid UK postcode"); 401 / 403 / 404 as every member call.
 * Saved together with call 5 by useSaveAccountDetails (../hooks), which owns the mutation.
 */
export function updateAccountDetails(api: ApiClient, membershipNumber: string, details: AccountDetails): Promise<AccountDetails> {
  return api.put<AccountDetails>(`${memberPath(membershipNumber)}/account-details`, details);
}
