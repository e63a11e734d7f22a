import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ProgrammeSignup } from '@/domain/rewards/signup';

export interface ProgrammeSignupAnswer {
  /** The member's sign-up to the programme, with its history; null when they have never applied. */
  signup: ProgrammeSignup | null;
}

/** getProgrammeSignup: the member's sign-up to a supplier-reported programme with its history, or null. */
export function getProgrammeSignup(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  signal?: AbortSignal,
): Promise<ProgrammeSignupAnswer> {
  return dataOf(api.GET('/{programme}/members/{membershipNumber}/signup', { params: { path: { programme: schemeType, membershipNumber } }, signal }));
}

export const programmeSignupQueryKey = (schemeType: SupplierReportedSchemeType, membershipNumber: string) =>
  memberQueryKey(membershipNumber, 'rewards', schemeType, 'signup');

export function getProgrammeSignupQueryOptions(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string) {
  return queryOptions({
    queryKey: programmeSignupQueryKey(schemeType, membershipNumber),
    queryFn: ({ signal }) => getProgrammeSignup(api, schemeType, membershipNumber, signal),
  });
}
