// First: before react-dom loads.
import './suspenseRevealsAtOnce';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
// Imported, not inlined: Vitest runs this setup file again for every test file, but a module it imports
// only once per worker, and its patches must be applied to the shared window once.
import './nodeFilesInJsdom';

// Screens load through the simulator, often in two rounds and a lazy chunk. With both cores busy (Vitest
// beside the checks, the build and the e2e servers in `npm test`) that can take several seconds, far past Testing Library's
// default one. One generous limit for every findBy/waitFor, well inside the 30 s test timeout; a passing
// test never waits for it, so it costs nothing but a slower report when something is really missing.
configure({ asyncUtilTimeout: 10_000 });

// Files share one jsdom window per worker (vitest.config.ts: isolate: false): each starts from an empty
// document, as a freshly loaded page would, and leaves no fake clock behind.
// (The same head and body elements are kept: Testing Library's `screen` holds on to the body.)
beforeAll(() => {
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});
afterAll(() => {
  vi.useRealTimers();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
