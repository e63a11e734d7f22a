import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// No matchMedia (jsdom, very old browsers) counts as no preference: animations stay on. One list while
// matchMedia stays the same (all the page's life, in a browser): React reads the snapshot on every render,
// and each matchMedia call made a new list that the browser kept (one a navigation all day, issue 39.7).
let asked: { matchMedia: Window['matchMedia'] | undefined; query: MediaQueryList | null } | undefined;
function mediaQuery(): MediaQueryList | null {
  const matchMedia = typeof window.matchMedia === 'function' ? window.matchMedia : undefined;
  if (!asked || asked.matchMedia !== matchMedia) asked = { matchMedia, query: matchMedia ? matchMedia(REDUCED_MOTION) : null };
  return asked.query;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

/**
 * Whether the person has asked their system for reduced motion, following changes to that setting.
 * Bootstrap's CSS already drops its transitions then; reactstrap's components also need `fade={false}`,
 * or they keep a modal half shown (`.fade` without `.show`) for the length of the transition.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
