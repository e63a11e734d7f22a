import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import { memberTrainingPath, trainingQueryKey } from './training-paths';

/**
 * GET /members/{membershipNumber}/training/role-requirements (designed, DESIGN.md §5)
 * Response 200: [{ jobRole, courseIds }], one per job role (src/domain/training/jobRoles.ts), course ids
 * in catalogue order. A member starts with the defaults: Level 2 Food Hygiene for chefs and kitchen
 * assistants, Level 3 for supervisors, Level 1 for porters, Level 1 and Allergen Awareness for front of
 * house. 403 without the training permission.
 */
export function getRoleRequirements(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RoleRequirement[]> {
  return api.get<RoleRequirement[]>(`${memberTrainingPath(membershipNumber)}/role-requirements`, { signal });
}

export const roleRequirementsQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'role-requirements'] as const;

export function getRoleRequirementsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: roleRequirementsQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getRoleRequirements(api, membershipNumber, signal) : skipToken,
  });
}

export function useRoleRequirements(membershipNumber: string | undefined) {
  return useQuery(getRoleRequirementsQueryOptions(useApiClient(), membershipNumber));
}
