import { queryOptions } from '@tanstack/react-query';
import { toPermissions } from '@/domain/permissions';
import type { ApiClient } from './loader';

/** Call 6 — GET /members/{membershipNumber}/permissions → the eight permission areas */
export const getPermissionsQueryOptions = (api: ApiClient, membershipNumber: string) =>
  queryOptions({
    queryKey: ['members', membershipNumber, 'permissions'],
    queryFn: async ({ signal }) =>
      toPermissions(await api.get<unknown>(`/members/${encodeURIComponent(membershipNumber)}/permissions`, { signal })),
  });
