import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { listApiParams, type ListQuery } from '@/domain/lists/listQuery';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { SignupQueuePage } from '@/domain/rewards/staffSignup';
import { signupsPath, signupsQueryKey } from './signup-paths';

/**
 * GET /{programme}/signups?status=Pending|Approved|Rejected&search&page&pageSize&sort=submittedOn|membershipNumber|memberName&direction
 * (designed, DESIGN.md §5; programme calor | biopak | nisbets | booker; no status: Pending; search matches the
 * membership number, the member's name or the supplier account number)
 * Response 200: { items: [{ id, schemeType, membershipNumber, memberName, status, submittedOn, decidedOn, decidedBy,
 *   rejectionReason, supplierAccountNumber, consentGivenOn, units: [{ id, name, postcode }], calor: { isDirectAccountHolder,
 *   premises } | null }], page, pageSize, total, counts: { Pending, Approved, Rejected } }.
 * 401; 403 neither a larderAdmin nor the programme's employee (bioPakEmployee, calorSignupsEmployee, nisbetsEmployee).
 */
export function getSignups(api: ApiClient, schemeType: SchemeType, query: ListQuery, signal?: AbortSignal) {
  return api.get<SignupQueuePage>(signupsPath(schemeType), { query: listApiParams(query), signal });
}

export function getSignupsQueryOptions(api: ApiClient, schemeType: SchemeType, query: ListQuery) {
  return queryOptions({
    queryKey: [...signupsQueryKey(schemeType), listApiParams(query)] as const,
    queryFn: ({ signal }) => getSignups(api, schemeType, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSignups(schemeType: SchemeType, query: ListQuery) {
  return useQuery(getSignupsQueryOptions(useApiClient(), schemeType, query));
}
