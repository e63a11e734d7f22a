import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { LoadingState } from '@/components/states/LoadingState';
import { UNKNOWN_ERROR_SCREEN } from './routeTable';

const UnknownErrorScreen = lazy(() => UNKNOWN_ERROR_SCREEN().then((Component) => ({ default: Component })));

/** Whatever breaks while rendering a page shows the unknown-error page, never a blank screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Suspense fallback={<LoadingState />}>
      <UnknownErrorScreen />
    </Suspense>
  );
}
