import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import type { RouteDataSource } from '@/session/pageData';
import { useMemberSession } from '@/session/MemberSessionContext';
import { startOpenPageData } from '@/router/buildRoutes';

/**
 * Keeps what route loaders read (outside React) in step with the session: the API, the member, their
 * permissions. When the loaders come to know the member and their permissions (the first page of a visit, or
 * a member chosen to act for), the open page's queries start, as its loader would have started them, so the
 * page asks for all its data at once rather than part by part as each part is drawn (Payments & Invoices asked
 * for its schedule and history only once its summary had been drawn).
 */
export function RouteDataSync({ source, router }: { source: RouteDataSource; router: DataRouter }) {
  const api = useApiClient();
  const { acting, permissions, permissionsState } = useMemberSession();
  useEffect(() => {
    const knewMember = source.permissions !== undefined && source.membershipNumber === acting.membershipNumber;
    source.update({ api, membershipNumber: acting.membershipNumber, permissions: permissionsState === 'ready' ? permissions : undefined });
    if (!knewMember && permissionsState === 'ready') void startOpenPageData(router, source);
  }, [source, router, api, acting.membershipNumber, permissions, permissionsState]);
  return null;
}
