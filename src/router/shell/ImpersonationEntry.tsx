import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Navigate, useLocation, useParams } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { statusOf } from '@/api/httpError';
import { getAccountIdQueryOptions } from '@/api/get-account-id';
import { LoadingState } from '@/components/states/LoadingState';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { guidOrEmpty } from '@/domain/id';
import { LoadFailureRedirect } from '@/session/LoadFailureRedirect';
import { setImpersonationOverride, useImpersonationOverride } from '@/session/impersonationOverride';
import type { RouteDefinition } from '@/router/routeDefinition';

/**
 * /:membershipNumber + a member-route path (spec §2): loads that member's account id (call 2), sets
 * the impersonation override, then continues to the plain path.
 */
export function ImpersonationEntry({ route }: { route: RouteDefinition }) {
  const { membershipNumber = '', ...params } = useParams();
  const location = useLocation();
  const query = useQuery({ ...getAccountIdQueryOptions(useApiClient(), membershipNumber), staleTime: 0 });
  const accountId = guidOrEmpty(query.data);
  const override = useImpersonationOverride();
  const isOverrideSet = Boolean(accountId) && override?.membershipNumber === membershipNumber && override.accountId === accountId;

  useEffect(() => {
    if (accountId) setImpersonationOverride({ membershipNumber, accountId });
  }, [membershipNumber, accountId]);

  // A membership number the API does not know is a page that does not exist, not a broken override.
  if (statusOf(query.error) === 404 || (query.isSuccess && !accountId)) return <Navigate to={ERROR_PATHS.notFound} replace />;
  if (query.isError) return <LoadFailureRedirect error={query.error} />;
  if (!isOverrideSet) return <LoadingState label={`Opening member ${membershipNumber}…`} />;
  const target = generatePath(route.actsFor!.path, params) + location.search;
  return <Navigate to={target} replace />;
}
