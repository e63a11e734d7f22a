import { memberPath } from '@/api/query-keys';

/** /members/{membershipNumber}/documents/{documentId} */
export const documentPath = (membershipNumber: string, documentId: string) => `${memberPath(membershipNumber)}/documents/${encodeURIComponent(documentId)}`;
