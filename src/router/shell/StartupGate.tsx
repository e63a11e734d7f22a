import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/states/LoadingState';
import type { RouteDefinition } from '@/router/routeDefinition';
import { LoadFailureRedirect } from '@/session/LoadFailureRedirect';
import { useMemberSession } from '@/session/MemberSessionContext';

const RenewalRefusedScreen = lazy(() =>
  import('@/features/member/renewal/RenewalRefusedScreen').then((m) => ({ default: m.RenewalRefusedScreen })),
);

/**
 * Spec §4 "Start-up data flow": a spinner while the start-up data loads, then the error handler, then
 * the page. When the renewal check refuses, the renewal screen shows in place of the page: a redirect
 * would be undone by account-status gating, which lets lapsed members reach only a few pages. Payments &
 * Invoices still opens (its row says so), because paying what is owed is how a member clears the refusal.
 */
export function StartupGate({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { startupState, startupError } = useMemberSession();
  if (startupState === 'loading') return <LoadingState label="Loading your membership…" />;
  if (startupState === 'error') return <LoadFailureRedirect error={startupError} />;
  if (startupState === 'renewal' && !route.opensWhenRenewalRefused)
    return (
      <Suspense fallback={<LoadingState />}>
        <RenewalRefusedScreen />
      </Suspense>
    );
  return children;
}
