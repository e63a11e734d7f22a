import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { Certificate } from '@/domain/training/certificate';
import { trainingQueryKey } from '@/api/invalidate-training';

/** getCertificates: every certificate of the member's trainees, archived trainees' and replaced ones included. */
export function getCertificates(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Certificate[]> {
  return dataOf(api.GET('/members/{membershipNumber}/training/certificates', { params: { path: { membershipNumber } }, signal }));
}

export const certificatesQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'certificates'] as const;

export function getCertificatesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: certificatesQueryKey(membershipNumber),
    queryFn: ({ signal }) => getCertificates(api, membershipNumber, signal),
  });
}
