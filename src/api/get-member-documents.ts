import { queryOptions } from '@tanstack/react-query';
import type { MemberDocuments } from '@/domain/documents/complianceDocument';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * getMemberDocuments: the member's business name and every document started, built or uploaded, without
 * answers; shared by company documents, risk assessments, units and the builder.
 */
export function getMemberDocuments(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberDocuments> {
  return dataOf(api.GET('/members/{membershipNumber}/documents', { params: { path: { membershipNumber } }, signal }));
}

/** Every document query of a member (the list and each document) sits under this key. */
export const memberDocumentsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'documents');

export function getMemberDocumentsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberDocumentsQueryKey(membershipNumber),
    queryFn: ({ signal }) => getMemberDocuments(api, membershipNumber, signal),
  });
}
