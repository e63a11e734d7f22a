import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { trainingQueryKey } from '@/api/invalidate-training';
import { dataOf, type ApiClient } from '@/api/loader';
import { CERTIFICATE_STATUSES, type Certificate, type CertificateStanding, type CertificatesFilter, type CertificatesSort } from '@/domain/training/certificate';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

export interface CertificateListItem {
  certificate: Certificate;
  standing: CertificateStanding;
}

/** getCertificateList: one page of the member's certificates, each with its standing today, for the Certificates page. */
export function getCertificateList(api: ApiClient, membershipNumber: string, query: ListQuery<CertificatesSort, CertificatesFilter>, signal?: AbortSignal): Promise<Paged<CertificateListItem>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/members/{membershipNumber}/training/certificate-list', {
      params: {
        path: { membershipNumber },
        query: { page, pageSize, sort, direction, status: knownValue(CERTIFICATE_STATUSES, filters.status), includeArchived: filters.archived === 'yes' ? true : undefined },
      },
      signal,
    }),
  );
}

/** Under the member's training key, so an upload or an archived trainee refreshes it. */
export function getCertificateListQueryOptions(api: ApiClient, membershipNumber: string, query: ListQuery<CertificatesSort, CertificatesFilter>) {
  return queryOptions({
    queryKey: [...trainingQueryKey(membershipNumber), 'certificate-list', query] as const,
    queryFn: ({ signal }) => getCertificateList(api, membershipNumber, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCertificateList(membershipNumber: string, query: ListQuery<CertificatesSort, CertificatesFilter>) {
  return useQuery(getCertificateListQueryOptions(useApiClient(), membershipNumber, query));
}
