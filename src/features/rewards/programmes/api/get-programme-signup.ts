import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ProgrammeSignup } from '@/domain/rewards/signup';
import { programmeMemberPath } from './programme-paths';

export interface ProgrammeSignupAnswer {
  /** The member's sign-up to the programme, with its history; null when they have never applied. */
  signup: ProgrammeSignup | null;
}

/**
 * GET /{programme}/members/{membershipNumber}/signup, programme biopak | nisbets | booker (designed, DESIGN.md §5)
 * Response 200: { signup: { id, schemeType, membershipNumber, supplierAccountNumber, unitIds, consentToShareData,
 *   consentGivenOn, status: 'Pending' | 'Approved' | 'Rejected', submittedOn, rejectionReason?, history:
 *   [{ status, changedOn, reason? }] } | null }. 401 / 403 (also without rewards) / 404 as every member call.
 */
export function getProgrammeSignup(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string, signal?: AbortSignal) {
  return api.get<ProgrammeSignupAnswer>(`${programmeMemberPath(schemeType, membershipNumber)}/signup`, { signal });
}

export const programmeSignupQueryKey = (schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined) =>
  memberQueryKey(membershipNumber, 'rewards', schemeType, 'signup');

export function getProgrammeSignupQueryOptions(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: programmeSignupQueryKey(schemeType, membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getProgrammeSignup(api, schemeType, membershipNumber, signal) : skipToken,
  });
}

export function useProgrammeSignup(schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined) {
  return useQuery(getProgrammeSignupQueryOptions(useApiClient(), schemeType, membershipNumber));
}
