import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './loader';

export type SchemeType = 'calor' | 'biopak' | 'nisbets' | 'booker';
export type SchemeStatus = 'SignedUp' | 'Pending' | 'NotSignedUp';

/** A rewards scheme and where the member stands on it (call 7's answer, designed: the spec leaves it open). */
export interface MemberScheme {
  schemeType: SchemeType;
  name: string;
  status: SchemeStatus;
}

/** Call 7 — GET /offers/members/{membershipNumber}/schemes → [{schemeType, name, status}] */
export const getMemberSchemesQueryOptions = (api: ApiClient, membershipNumber: string) =>
  queryOptions({
    queryKey: ['offers', membershipNumber, 'schemes'],
    queryFn: ({ signal }) =>
      api.get<MemberScheme[]>(`/offers/members/${encodeURIComponent(membershipNumber)}/schemes`, { signal }),
  });
