import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getTradingUnitQueryOptions } from '@/api/get-trading-unit';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { guidOrEmpty } from '@/domain/id';
import { prefetchAll, type PageData } from '@/session/pageData';

/** Company Documents and Risk Assessments: the member's documents and units. */
export const documentsPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getMemberDocumentsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber)]);

/** Unit Documents: the unit the address names (a GUID, or the page is not found) and the member's documents. */
export const unitDocumentsPageData: PageData = ({ queryClient, api, membershipNumber, params }) => {
  const unitId = guidOrEmpty(params.unitId);
  return prefetchAll(queryClient, [getMemberDocumentsQueryOptions(api, membershipNumber), ...(unitId ? [getTradingUnitQueryOptions(api, membershipNumber, unitId)] : [])]);
};
