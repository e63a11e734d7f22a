import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { AccountDetails } from '@/domain/account/accountDetails';

/**
 * GET /members/{membershipNumber}/account-details (designed, DESIGN.md §5)
 * Response 200: { tradingName, vatNumber (9 digits or null), mainContact: { name, email, phone, mobile | null },
 *   mailAddress: { line1, line2 | null, town, county | null, postcode }, invoiceAddress: the same shape, or null
 *   when invoices go to the mail address }. 401 / 403 / 404 as every member call. The company type, number
 *   and VAT answer stay in call 4.
 */
export function getAccountDetails(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<AccountDetails> {
  return api.get<AccountDetails>(`${memberPath(membershipNumber)}/account-details`, { signal });
}

export const accountDetailsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'account-details');

export function getAccountDetailsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: accountDetailsQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getAccountDetails(api, membershipNumber, signal) : skipToken,
  });
}

export function useAccountDetails(membershipNumber: string | undefined) {
  return useQuery(getAccountDetailsQueryOptions(useApiClient(), membershipNumber));
}
