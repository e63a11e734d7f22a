import { queryOptions } from '@tanstack/react-query';
import { toPermissions, type Permissions } from '@/domain/permissions';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/** Call 6: GET /members/{membershipNumber}/permissions → the eight permission areas. */
export async function getPermissions(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Permissions> {
  return toPermissions(await api.get<unknown>(`${memberPath(membershipNumber)}/permissions`, { signal }));
}

export function getPermissionsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'permissions'),
    queryFn: ({ signal }) => getPermissions(api, membershipNumber, signal),
  });
}
