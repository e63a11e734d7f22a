import { useEffect, useState, type ComponentType } from 'react';
import { useAuth } from './AuthContext';
import type { IdleSessionTimerProps } from './IdleSessionTimer';

/**
 * Signs out a person who has left the portal untouched (DESIGN.md §4): timed only while someone is
 * signed in, from the moment they are. The timer is fetched once someone is, so that it stays out of the
 * first load (DESIGN.md §7). Should the fetch fail, the page still works: a new release replaced the
 * chunk and the page reloads (src/app/staleChunkReload.ts), or the network is gone, and the person's other
 * tabs still time the session. Rendered once, inside the router.
 */
export function IdleSignOut() {
  const { isAuthenticated, user } = useAuth();
  const [Timer, setTimer] = useState<ComponentType<IdleSessionTimerProps> | null>(null);

  useEffect(() => {
    if (!isAuthenticated || Timer) return undefined;
    let active = true;
    import('./IdleSessionTimer').then(
      (module) => active && setTimer(() => module.IdleSessionTimer),
      (error: unknown) => console.warn('Could not load the idle sign-out', error),
    );
    return () => {
      active = false;
    };
  }, [isAuthenticated, Timer]);

  return isAuthenticated && Timer ? <Timer roles={user.roles} /> : null;
}
