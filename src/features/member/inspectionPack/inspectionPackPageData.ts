import { getCertificatesQueryOptions } from '@/api/get-certificates';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getGasSafetyQueryOptions } from '@/api/get-gas-safety';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getRoleRequirementsQueryOptions } from '@/api/get-role-requirements';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { getTraineesQueryOptions } from '@/api/get-trainees';
import type { ApiClient } from '@/api/loader';
import { grants, type Permissions } from '@/domain/permissions';
import { prefetchAll, type PageData } from '@/session/pageData';
import './inspectionPack.css';

/** What the pack reads in one round: the documents list, the units, their gas safety and (with the permission) the training records. */
export function inspectionPackQueries(api: ApiClient, membershipNumber: string, permissions: Permissions) {
  return {
    base: [getMemberDocumentsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber), getGasSafetyQueryOptions(api, membershipNumber)] as const,
    training: grants(permissions, 'training')
      ? ([
          getCoursesQueryOptions(api),
          getTraineesQueryOptions(api, membershipNumber),
          getCertificatesQueryOptions(api, membershipNumber),
          getRoleRequirementsQueryOptions(api, membershipNumber),
        ] as const)
      : null,
  };
}

/** The inspection pack: everything above; each signed risk assessment's answers are asked for once the list is in. */
export const inspectionPackPageData: PageData = ({ queryClient, api, membershipNumber, permissions }) => {
  if (!membershipNumber) return undefined;
  const { base, training } = inspectionPackQueries(api, membershipNumber, permissions);
  return prefetchAll(queryClient, [...base, ...(training ?? [])]);
};
