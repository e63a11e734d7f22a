import { getCoursesQueryOptions } from '@/api/get-courses';
import { getGasSafetyQueryOptions } from '@/api/get-gas-safety';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { getEveryTraineeStandingQueryOptions } from '@/api/get-trainee-standings';
import type { ApiClient } from '@/api/loader';
import { guidOrEmpty } from '@/domain/id';
import { grants, type Permissions } from '@/domain/permissions';
import { prefetchAll, type PageData } from '@/session/pageData';
import './inspectionPack.css';

/**
 * What the pack reads in one round: the documents list, the units, their gas safety and (with the
 * permission) the catalogue and every active trainee's standing, of the unit the pack is for or of all.
 */
export function inspectionPackQueries(api: ApiClient, membershipNumber: string, permissions: Permissions, unitId: string | null) {
  return {
    base: [getMemberDocumentsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber), getGasSafetyQueryOptions(api, membershipNumber)] as const,
    training: grants(permissions, 'training')
      ? ([getCoursesQueryOptions(api), getEveryTraineeStandingQueryOptions(api, membershipNumber, unitId ?? undefined)] as const)
      : null,
  };
}

/** The inspection pack: everything above; each signed risk assessment's answers are asked for once the list is in. */
export const inspectionPackPageData: PageData = ({ queryClient, api, membershipNumber, permissions, searchParams }) => {
  if (!membershipNumber) return undefined;
  // The unit the address names (the page checks it is one of the member's; an unknown one is the whole business).
  const { base, training } = inspectionPackQueries(api, membershipNumber, permissions, guidOrEmpty(searchParams.get('unit')) || null);
  return prefetchAll(queryClient, [...base, ...(training ?? [])]);
};
