import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MemberDocuments } from '@/domain/documents/complianceDocument';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/**
 * GET /members/{membershipNumber}/documents (designed, DESIGN.md §5)
 * Response 200: { businessName, documents: [{ id, type, unitId (null: the whole business), draftSavedOn,
 * latestVersion: { version, signature: { name, role, signedOn }, reviewDate, completedAt, ... } | null,
 * upload: { fileName, contentType, size, uploadedOn, reviewDate } | null }] }: one entry per document
 * type and scope the member has started, built or uploaded. Shared: company documents, risk assessments,
 * units and the builder.
 */
export function getMemberDocuments(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberDocuments> {
  return api.get<MemberDocuments>(`${memberPath(membershipNumber)}/documents`, { signal });
}

/** Every document query of a member (the list and each document) sits under this key. */
export const memberDocumentsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'documents');

export function getMemberDocumentsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberDocumentsQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getMemberDocuments(api, membershipNumber, signal) : skipToken,
  });
}

export function useMemberDocuments(membershipNumber: string | undefined) {
  return useQuery(getMemberDocumentsQueryOptions(useApiClient(), membershipNumber));
}
