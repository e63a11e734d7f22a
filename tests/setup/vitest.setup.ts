import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; the portal scrolls to the top after each route change.
window.scrollTo = () => undefined;

// Screens load through the simulator, often in two rounds and a lazy chunk. With both cores busy (Vitest
// beside the browser journeys in `npm test`) that can take several seconds, far past Testing Library's
// default one. One generous limit for every findBy/waitFor, well inside the 30 s test timeout; a passing
// test never waits for it, so it costs nothing but a slower report when something is really missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
