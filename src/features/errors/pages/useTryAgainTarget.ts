import { useLocation } from 'react-router';
import { safeReturnTarget } from '@/auth/returnTarget';
import type { LoadFailureState } from '@/session/LoadFailureRedirect';

/** The page whose data failed to load (LoadFailureRedirect's `from`), when it is a path inside the portal. */
export function useTryAgainTarget(): string | undefined {
  const state = useLocation().state as LoadFailureState | null | undefined;
  return safeReturnTarget(state?.from, '') || undefined;
}
