import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { WHOLE_BUSINESS_PARAM } from '@/components/documents/documentLinks';
import { documentFor } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import type { PageData } from '@/session/pageData';
import { getDocumentQueryOptions, hasContent } from '@/api/get-document';

/**
 * A company document's page: the member's units and documents, then (once the list says which) the
 * document of the scope in the address, so the builder need not wait for the list before asking for it.
 */
const documentPageData =
  (type: DocumentType): PageData =>
  ({ queryClient, api, membershipNumber, searchParams }) => {
    const unitParam = DOCUMENT_TYPE_INFO[type].perUnit ? searchParams.get('unit') : WHOLE_BUSINESS_PARAM;
    return Promise.all([
      queryClient.prefetchQuery(getUnitChoicesQueryOptions(api, membershipNumber)),
      queryClient
        .fetchQuery(getMemberDocumentsQueryOptions(api, membershipNumber))
        .then(({ documents }) => {
          if (!unitParam) return;
          const summary = documentFor(documents, type, unitParam === WHOLE_BUSINESS_PARAM ? null : unitParam);
          if (summary && hasContent(summary)) return queryClient.prefetchQuery(getDocumentQueryOptions(api, membershipNumber, summary.id));
        })
        // A failure shows when the page reads the list.
        .catch(() => undefined),
    ]);
  };

export const healthAndSafetyPolicyPageData = documentPageData('healthAndSafetyPolicy');
export const coshhPageData = documentPageData('coshh');
export const foodSafetyRiskAssessmentPageData = documentPageData('foodSafetyRiskAssessment');
export const healthAndSafetyRiskAssessmentPageData = documentPageData('healthAndSafetyRiskAssessment');
export const fireSafetyRiskAssessmentPageData = documentPageData('fireSafetyRiskAssessment');
