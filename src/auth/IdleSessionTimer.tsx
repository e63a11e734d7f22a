import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '@/config/ConfigContext';
import { PATHS, pathTo } from '@/config/paths';
import { IDLE_LOGOUT_REASON, idleMinutesFor } from '@/domain/idleTimeout';
import type { IdleWarningModalProps } from './IdleWarningModal';
import { useIdleTimeout } from './useIdleTimeout';

/**
 * The dialog is fetched a while after sign-in, once the page has settled: reactstrap's modal stays out of
 * the first load, and the warning never waits for the network. A failed fetch is tried again at the
 * warning; without the dialog the sign-out still happens.
 */
const WARNING_PRELOAD_DELAY_MS = 10_000;

export interface IdleSessionTimerProps {
  /** The signed-in person's roles: staff who can release payouts or decide claims are signed out sooner. */
  roles: readonly string[];
}

/**
 * Times a signed-in session's inactivity (src/auth/IdleSignOut.tsx): a warning first, then the logout
 * route with `?reason=idle`, which keeps the person's unsent drafts.
 */
export function IdleSessionTimer({ roles }: IdleSessionTimerProps) {
  const { productKey, idleTimeout } = useConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, staySignedIn } = useIdleTimeout({
    limitMinutes: idleMinutesFor(roles, productKey, idleTimeout),
    warningMinutes: idleTimeout.warningMinutes,
    // The logout page clears the time: a timer that arrives after it must not write it back. Its question
    // about unsent forms is still timed.
    sharesStart: pathname !== PATHS.logout,
  });
  const stage = state.stage;

  const [WarningModal, setWarningModal] = useState<ComponentType<IdleWarningModalProps> | null>(null);
  useEffect(() => {
    if (WarningModal) return undefined;
    let active = true;
    const load = () =>
      import('./IdleWarningModal').then(
        (module) => active && setWarningModal(() => module.IdleWarningModal),
        (error: unknown) => console.warn('Could not load the idle warning', error),
      );
    const timer = setTimeout(load, stage === 'active' ? WARNING_PRELOAD_DELAY_MS : 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [stage, WarningModal]);

  // Once per expiry: the logout page then clears the time, and the stage stays expired until it leaves.
  const hasLeft = useRef(false);
  useEffect(() => {
    if (stage !== 'expired' || hasLeft.current) return;
    hasLeft.current = true;
    void navigate(`${pathTo('logout')}?reason=${IDLE_LOGOUT_REASON}`, { replace: true });
  }, [stage, navigate]);

  // The last minutes shown stay while the dialog fades out.
  const [minutesLeft, setMinutesLeft] = useState(0);
  if (state.stage === 'warning' && state.minutesLeft !== minutesLeft) setMinutesLeft(state.minutesLeft);

  if (!WarningModal) return null;
  return (
    <WarningModal
      isOpen={stage === 'warning'}
      minutesLeft={minutesLeft}
      onStaySignedIn={staySignedIn}
      // The ordinary logout, which asks about unsent forms; on the logout page itself, the warning goes
      // and its question stays.
      onLogOut={() => {
        staySignedIn();
        void navigate(pathTo('logout'));
      }}
    />
  );
}
