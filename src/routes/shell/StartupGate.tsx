import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/states/LoadingState';
import { LoadFailureRedirect } from '@/session/LoadFailureRedirect';
import { useMemberSession } from '@/session/MemberSessionContext';

const PlanToRenewPage = lazy(() =>
  import('@/features/member/renewal/PlanToRenewPage').then((m) => ({ default: m.PlanToRenewPage })),
);

/**
 * Spec §4 "Start-up data flow": a spinner while the start-up data loads, then the error handler, then
 * the page. When the renewal check refuses, the renewal screen shows in place of the page: a redirect
 * would be undone by account-status gating, which lets lapsed members reach only a few pages.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { startupState, startupError } = useMemberSession();
  if (startupState === 'loading') return <LoadingState label="Loading your membership…" />;
  if (startupState === 'error') return <LoadFailureRedirect error={startupError} />;
  if (startupState === 'renewal')
    return (
      <Suspense fallback={<LoadingState />}>
        <PlanToRenewPage />
      </Suspense>
    );
  return children;
}
