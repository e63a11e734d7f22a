import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// No matchMedia (jsdom, very old browsers) counts as no preference: animations stay on.
const mediaQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

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
