import { useEffect } from 'react';
import { useApiClient } from '@/api/ApiClientContext';
import type { RouteDataSource } from '@/session/pageData';
import { useMemberSession } from '@/session/MemberSessionContext';

/** Keeps what route loaders read (outside React) in step with the session: the API, the member, their permissions. */
export function RouteDataSync({ source }: { source: RouteDataSource }) {
  const api = useApiClient();
  const { acting, permissions, permissionsState } = useMemberSession();
  useEffect(() => {
    source.update({ api, membershipNumber: acting.membershipNumber, permissions: permissionsState === 'ready' ? permissions : undefined });
  }, [source, api, acting.membershipNumber, permissions, permissionsState]);
  return null;
}
