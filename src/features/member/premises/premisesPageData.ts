import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getPremisesReferenceListsQueryOptions } from '@/api/get-premises-reference-lists';
import { getTradingUnitQueryOptions } from '@/api/get-trading-unit';
import { getTradingUnitsQueryOptions } from '@/api/get-trading-units';
import { guidOrEmpty } from '@/domain/id';
import { readListQuery } from '@/domain/lists/listQuery';
import { UNITS_LIST } from '@/domain/units/unitsList';
import { prefetchAll, type PageData } from '@/session/pageData';

/** Units & Premises: the page of units the address asks for, the member's documents (for the risk assessments column) and the business types. */
export const unitPremisesPageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  prefetchAll(queryClient, [
    getTradingUnitsQueryOptions(api, membershipNumber, readListQuery(searchParams, UNITS_LIST)),
    getMemberDocumentsQueryOptions(api, membershipNumber),
    getPremisesReferenceListsQueryOptions(api),
  ]);

/** Create New Unit: the form's reference lists. */
export const newUnitPageData: PageData = ({ queryClient, api }) => queryClient.prefetchQuery(getPremisesReferenceListsQueryOptions(api));

/** Unit Details: the unit the address names (a GUID, or the page is not found) and the form's reference lists. */
export const unitDetailsPageData: PageData = ({ queryClient, api, membershipNumber, params }) => {
  const unitId = guidOrEmpty(params.unitId);
  return prefetchAll(queryClient, [getPremisesReferenceListsQueryOptions(api), ...(unitId ? [getTradingUnitQueryOptions(api, membershipNumber, unitId)] : [])]);
};
