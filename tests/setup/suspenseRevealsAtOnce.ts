// React 19 holds back a Suspense boundary's content until its fallback has been on screen for 300 ms
// (FALLBACK_THROTTLE_MS: in a browser, so content arriving close together is revealed at once rather than
// in pops). Tests only wait that out: most screens show a spinner first, and about 0.3 s a render, idle, was
// a third of the integration layer's time. Here React's hold-back timer fires at once; what is revealed, and
// in what order, is unchanged. React keeps the setTimeout it finds when it loads, so this module must be
// evaluated before react-dom is (first in tests/setup/vitest.setup.ts).
const setTimeoutOfPlatform = globalThis.setTimeout;
globalThis.setTimeout = function setTimeoutRevealingAtOnce(callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) {
  const isRevealHoldBack = typeof callback === 'function' && callback.name === 'bound completeRootWhenReady';
  return setTimeoutOfPlatform(callback, isRevealHoldBack ? 0 : delay, ...args);
} as typeof setTimeout;
// Node's own extras (util.promisify's form) stay.
Object.assign(globalThis.setTimeout, setTimeoutOfPlatform);
