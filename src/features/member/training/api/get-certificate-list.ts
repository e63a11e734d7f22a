import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { trainingQueryKey } from '@/api/invalidate-training';
import { dataOf, type ApiClient } from '@/api/loader';
import { CERTIFICATE_STATUSES, type Certificate, type CertificateStanding, type CertificatesFilter, type CertificatesSort } from '@/domain/training/certificate';
import { knownValue } from '@/domain/lists/knownValue';
import type { Trainee } from '@/domain/training/trainee';
import { type ListQuery, type Paged } from '@/domain/lists/listQuery';
import { readEveryPage } from '@/api/readEveryPage';

export interface CertificateListItem {
  certificate: Certificate;
  standing: CertificateStanding;
  /** Whose it is (an archived trainee too): the page names its trainees without reading every one. */
  trainee: Trainee;
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
    ...PAGED_LIST_QUERY,
  });
}

export function useCertificateList(membershipNumber: string, query: ListQuery<CertificatesSort, CertificatesFilter>) {
  return useQuery(getCertificateListQueryOptions(useApiClient(), membershipNumber, query));
}

/**
 * One trainee's certificates, every one, the latest completed first, each with its standing: what their
 * record lists. A few dozen at most (the catalogue's courses, renewed every year or three), read 100 a page.
 */
export function getTraineeCertificatesQueryOptions(api: ApiClient, membershipNumber: string, traineeId: string) {
  return queryOptions({
    queryKey: [...trainingQueryKey(membershipNumber), 'certificate-list', { traineeId }] as const,
    queryFn: async ({ signal }) => {
      const { items } = await readEveryPage((page, pageSize) =>
        dataOf(
          api.GET('/members/{membershipNumber}/training/certificate-list', {
            params: { path: { membershipNumber }, query: { page, pageSize, sort: 'completedOn', direction: 'desc', traineeId, includeArchived: true } },
            signal,
          }),
        ),
      );
      return items;
    },
  });
}
