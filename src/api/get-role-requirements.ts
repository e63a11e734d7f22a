import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from '@/api/versions';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import { trainingQueryKey } from '@/api/invalidate-training';

/** getRoleRequirements: the courses each job role needs, one entry per role. */
export function getRoleRequirements(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RoleRequirement[]> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/training/role-requirements', { params: { path: { membershipNumber } }, signal }));
}

export const roleRequirementsQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'role-requirements'] as const;

export function getRoleRequirementsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: roleRequirementsQueryKey(membershipNumber),
    queryFn: ({ signal }) => getRoleRequirements(api, membershipNumber, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
