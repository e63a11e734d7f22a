import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { LoadingState } from '@/components/states/LoadingState';
import type { RouteFrame } from '@/router/routeDefinition';

const UnknownErrorPage = lazy(() => import('@/features/errors/pages/UnknownErrorPage').then((m) => ({ default: m.UnknownErrorPage })));

/**
 * Whatever breaks while rendering a screen, or loading its chunk, shows the unknown-error page, never a
 * blank screen. Each route has one, so a screen in the layout fails inside the layout and the menu
 * still works; the root's catches what is left (the frames themselves).
 */
export function ScreenErrorBoundary({ frame = 'full-page' }: { frame?: RouteFrame }) {
  const error = useRouteError();
  console.error(error);
  return (
    <Suspense fallback={<LoadingState />}>
      <UnknownErrorPage error={error} inLayout={frame === 'layout'} />
    </Suspense>
  );
}
