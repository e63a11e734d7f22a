import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { trainingAndGasSummaryQueryKey } from '@/api/get-training-and-gas-summary';
import type { ApiClient } from '@/api/loader';
import type { JobRole, RoleRequirement } from '@/domain/training/jobRoles';
import { memberTrainingPath, trainingQueryKey } from './training-paths';

/**
 * PUT /members/{membershipNumber}/training/role-requirements/{jobRole} (designed, DESIGN.md §5)
 * Payload: JSON { courseIds: [course id] } (none: the role needs no training).
 * Response 200: the role's requirement { jobRole, courseIds } in catalogue order. 400 an unknown course;
 *   404 an unknown job role; 403 without the training permission.
 */
export function updateRoleRequirement(api: ApiClient, membershipNumber: string, jobRole: JobRole, courseIds: string[]): Promise<RoleRequirement> {
  return api.put<RoleRequirement>(`${memberTrainingPath(membershipNumber)}/role-requirements/${encodeURIComponent(jobRole)}`, { courseIds });
}

export function useUpdateRoleRequirement(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobRole, courseIds }: { jobRole: JobRole; courseIds: string[] }) => updateRoleRequirement(api, membershipNumber, jobRole, courseIds),
    // What a role requires changes every trainee's standing in that role, and the dashboard's counts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingQueryKey(membershipNumber) }),
        queryClient.invalidateQueries({ queryKey: trainingAndGasSummaryQueryKey(membershipNumber) }),
      ]),
  });
}
