import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import type { ApiClient } from './loader';
import { useApiClient } from './ApiClientContext';

/** Call 1 — GET /members/reference-data/company-type → [{id, text}] */
export const getCompanyTypesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['reference-data', 'company-types'],
    queryFn: ({ signal }) => api.get<CompanyTypeReference[]>('/members/reference-data/company-type', { signal }),
    staleTime: Infinity,
  });

/** Call 2 — GET /members/{membershipNumber}/details/account-id → JSON string (the account id) */
export const getAccountIdQueryOptions = (api: ApiClient, membershipNumber: string) =>
  queryOptions({
    queryKey: ['members', membershipNumber, 'account-id'],
    queryFn: ({ signal }) =>
      api.get<string>(`/members/${encodeURIComponent(membershipNumber)}/details/account-id`, { signal }),
  });

/** Call 3 — GET /members/{membershipNumber}/renewals/can-renew → text; 'Ok' means renewal allowed */
export const getCanRenewQueryOptions = (api: ApiClient, membershipNumber: string) =>
  queryOptions({
    queryKey: ['members', membershipNumber, 'can-renew'],
    queryFn: ({ signal }) =>
      api.get<string>(`/members/${encodeURIComponent(membershipNumber)}/renewals/can-renew`, {
        signal,
        responseType: 'text',
      }),
  });

export const RENEWAL_ALLOWED = 'Ok';

/** Call 4 — GET /members/{membershipNumber}/details → membership info */
export const getMembershipDetailsQueryOptions = (api: ApiClient, membershipNumber: string) =>
  queryOptions({
    queryKey: ['members', membershipNumber, 'details'],
    queryFn: ({ signal }) =>
      api.get<MembershipInfo>(`/members/${encodeURIComponent(membershipNumber)}/details`, { signal }),
  });

export interface CompanyDetailsUpdate {
  companyTypeId: string;
  companyRegistrationOrCharityNumber: string;
  vatRegistered: boolean;
}

/** Call 5 — PUT /members/{membershipNumber}/details/company-type with {companyTypeId, companyRegistrationOrCharityNumber, vatRegistered} */
export function updateCompanyDetails(api: ApiClient, membershipNumber: string, update: CompanyDetailsUpdate) {
  return api.put<unknown>(`/members/${encodeURIComponent(membershipNumber)}/details/company-type`, update);
}

export function useCompanyTypes({ enabled = true } = {}) {
  return useQuery({ ...getCompanyTypesQueryOptions(useApiClient()), enabled });
}
