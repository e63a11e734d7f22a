import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Guards a form against being left with unsaved changes: a move to another page inside the portal is held
 * (the caller saves, then proceeds or offers a choice), and closing or reloading the tab asks the browser's
 * own question. `hasChanges` is read when someone tries to leave; `allowLeaving()` lets a deliberate move through.
 */
export function useLeaveGuard(hasChanges: () => boolean): { blocker: Blocker; allowLeaving: () => void } {
  const allowed = useRef(false);
  const check = useRef(hasChanges);
  useEffect(() => {
    check.current = hasChanges;
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      check.current(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current && check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
