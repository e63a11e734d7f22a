import { useCallback, useEffect, useRef, useState } from 'react';
import { idleStateAt, type IdleState } from '@/domain/idleTimeout';
import { isLastActivityChange, readLastActivity, writeLastActivity } from './lastActivity';

/** What counts as using the portal: pointer, keyboard, wheel and touch, anywhere on the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Activity is written at most this often: a pointer moves many times a second, and every write wakes the
 * other tabs. The warning may come this much early, never late.
 */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export interface IdleTimeoutOptions {
  /** Signed out after this many minutes without activity. */
  limitMinutes: number;
  /** Warned this many minutes before. */
  warningMinutes: number;
  /** Whether a session with no shared time yet writes its start for the other tabs (not while a logout clears it). */
  sharesStart: boolean;
}

/**
 * Times the signed-in person's inactivity across the portal's tabs (DESIGN.md §4): `state` is active,
 * warning (with the minutes left) or expired. Once warned, only `staySignedIn` keeps the session (or
 * activity in another tab): moving the pointer over the warning does not. Used only while someone is
 * signed in, so it starts from what the tabs share at that moment: a session timed for the first time
 * (just signed in, or storage unavailable) starts now, and one that comes back with an old time (the
 * browser was closed for an hour) has expired.
 */
export function useIdleTimeout({ limitMinutes, warningMinutes, sharesStart }: IdleTimeoutOptions) {
  const [clock, setClock] = useState(() => ({ now: Date.now(), lastActivity: readLastActivity() ?? Date.now() }));
  const lastWrite = useRef(0);
  const state: IdleState = idleStateAt(clock.now, clock.lastActivity, limitMinutes, warningMinutes);

  // The shared time, or this tab's own when storage lost it.
  const refresh = useCallback(() => setClock((previous) => ({ now: Date.now(), lastActivity: readLastActivity() ?? previous.lastActivity })), []);

  const record = useCallback((force: boolean) => {
    const now = Date.now();
    if (!force && now - lastWrite.current < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWrite.current = now;
    // A logout cleared the time (in this tab or another): only an answer to the warning writes it back.
    if (force || readLastActivity() !== null) writeLastActivity(now);
    setClock({ now, lastActivity: now });
  }, []);

  // The other tabs count from the same start.
  useEffect(() => {
    if (sharesStart && readLastActivity() === null) writeLastActivity(clock.lastActivity);
    // Once, at the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isActive = state.stage === 'active';
  useEffect(() => {
    if (!isActive) return undefined;
    const onActivity = () => record(false);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [isActive, record]);

  // Another tab's activity; and a tab shown again, whose timers the browser may have held back.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isLastActivityChange(event)) refresh();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [refresh]);

  // Wakes at the next change: the warning, each minute of the countdown, the sign-out.
  const changesAt = state.stage === 'expired' ? null : state.changesAt;
  useEffect(() => {
    if (changesAt === null) return undefined;
    const timer = setTimeout(refresh, Math.max(0, changesAt - Date.now()));
    return () => clearTimeout(timer);
  }, [changesAt, clock.now, refresh]);

  const staySignedIn = useCallback(() => record(true), [record]);
  return { state, staySignedIn };
}
