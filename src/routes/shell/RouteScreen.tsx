import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/states/LoadingState';
import { GuardChain } from '../guards/GuardChain';
import type { RouteDefinition } from '../routeDefinition';
import { ImpersonationEntry } from './ImpersonationEntry';
import { NotAvailableYet } from './NotAvailableYet';
import { PortalLayout } from './PortalLayout';

/** One route of the table, behind the guard chain, in its frame. */
export function RouteScreen({ route, Screen }: { route: RouteDefinition; Screen?: ComponentType }) {
  const content = route.actsFor ? (
    <ImpersonationEntry route={route} />
  ) : Screen ? (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  ) : (
    <NotAvailableYet />
  );

  return (
    <GuardChain route={route}>
      {route.frame === 'layout' ? (
        <PortalLayout route={route}>{content}</PortalLayout>
      ) : route.frame === 'bare' ? (
        <main className="container py-5">{content}</main>
      ) : (
        content
      )}
    </GuardChain>
  );
}
