import { lazy, Suspense, useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouteError } from 'react-router';
import { routeFailureOutcome } from '@/api/failedCall';
import { LoadingState } from '@/components/states/LoadingState';
import type { RouteFrame } from '@/router/routeDefinition';
import { LoadFailureRedirect } from '@/session/LoadFailureRedirect';

const UnknownErrorPage = lazy(() => import('@/features/errors/pages/UnknownErrorPage').then((m) => ({ default: m.UnknownErrorPage })));

/**
 * Each route's error element. A page whose data failed to load goes to the spec §2 page for the failure
 * (401 signs in again, 404, 500, anything else the unknown-error page), each with Try again. Anything else
 * that breaks while rendering a screen, or loading its chunk, shows the unknown-error page in place, never
 * a blank screen: inside the layout, whose menu still works.
 */
export function RouteErrorElement({ frame = 'full-page' }: { frame?: RouteFrame }) {
  const error = useRouteError();
  const { reset } = useQueryErrorResetBoundary();
  // The failed queries are asked again when the page is next opened (Try again), not thrown again from the cache.
  useEffect(() => reset(), [reset]);
  if (routeFailureOutcome(error).kind !== 'unknown-error-in-place') return <LoadFailureRedirect error={error} />;
  console.error(error);
  return (
    <Suspense fallback={<LoadingState />}>
      <UnknownErrorPage error={error} inLayout={frame === 'layout'} />
    </Suspense>
  );
}
