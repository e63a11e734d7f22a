import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '@/components/states/LoadingState';
import type { RouteDefinition } from '@/router/routeDefinition';
import { ImpersonationEntry } from './ImpersonationEntry';
import { NotAvailableYet } from './NotAvailableYet';

/** What a route shows inside its frame: its lazily loaded screen, the impersonation entry, or "not available yet". */
export function RouteContent({ route, Screen }: { route: RouteDefinition; Screen?: ComponentType }) {
  if (route.actsFor) return <ImpersonationEntry route={route} />;
  if (!Screen) return <NotAvailableYet />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
