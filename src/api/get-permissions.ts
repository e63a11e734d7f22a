import { queryOptions } from '@tanstack/react-query';
import { toPermissions, type Permissions } from '@/domain/permissions';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** Call 6 (getPermissions): the eight permission areas. */
export async function getPermissions(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Permissions> {
  return toPermissions(await dataOf(api.GET('/members/{membershipNumber}/permissions', { params: { path: { membershipNumber } }, signal })));
}

export function getPermissionsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'permissions'),
    queryFn: ({ signal }) => getPermissions(api, membershipNumber, signal),
  });
}
