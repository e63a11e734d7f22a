import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Certificate } from '@/domain/training/certificate';
import { memberTrainingPath, trainingQueryKey } from './training-paths';

/**
 * GET /members/{membershipNumber}/training/certificates (designed, DESIGN.md §5)
 * Response 200: [Certificate] (src/domain/training/certificate.ts), every certificate of the business,
 * archived trainees' included: { id, traineeId, courseId, completedOn, expiresOn (null: never),
 * expiryStated, file: { name, contentType, size } | null, uploadedOn }. 403 without the training permission.
 */
export function getCertificates(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Certificate[]> {
  return api.get<Certificate[]>(`${memberTrainingPath(membershipNumber)}/certificates`, { signal });
}

export const certificatesQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'certificates'] as const;

export function getCertificatesQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: certificatesQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getCertificates(api, membershipNumber, signal) : skipToken,
  });
}

export function useCertificates(membershipNumber: string | undefined) {
  return useQuery(getCertificatesQueryOptions(useApiClient(), membershipNumber));
}
