import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { JobRole, RoleRequirement } from '@/domain/training/jobRoles';
import { roleRequirementsQueryKey } from '@/api/get-role-requirements';
import { invalidateTraining } from '@/api/invalidate-training';

/** updateRoleRequirement: sets the courses one job role needs (none: the role needs no training). */
export function updateRoleRequirement(api: ApiClient, membershipNumber: string, jobRole: JobRole, courseIds: string[], ifMatch: string): Promise<RoleRequirement> {
  return versionedDataOf(
    api.PUT('/members/{membershipNumber}/training/role-requirements/{jobRole}', {
      params: { path: { membershipNumber, jobRole }, header: { 'If-Match': ifMatch } },
      body: { courseIds },
    }),
  );
}

export function useUpdateRoleRequirement(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobRole, courseIds }: { jobRole: JobRole; courseIds: string[] }) =>
      updateRoleRequirement(api, membershipNumber, jobRole, courseIds, ifMatchOf(queryClient.getQueryData(roleRequirementsQueryKey(membershipNumber)))),
    onError: (error) => (isVersionMismatch(error) ? queryClient.invalidateQueries({ queryKey: roleRequirementsQueryKey(membershipNumber) }) : undefined),
    // What a role requires changes every trainee's standing in that role, and the dashboard's counts.
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
