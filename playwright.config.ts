import { defineConfig, devices } from '@playwright/test';
import { e2eOrigins, READY } from './scripts/serve-e2e.mjs';
import type { EngineName } from './tests/e2e/engines/support/engine';

// E2e tests run production builds on `vite preview --mode e2e`, which also serves the local stand-ins
// (.env.e2e: port 4173): the main build, a maintenance-mode build on the next port, and the production
// build behind nginx with the generated security headers on the port after (scripts/serve-e2e.mjs starts
// all three side by side). LARDER_E2E_PORT moves them all. Chromium comes from Debian, never a download.
const ORIGINS = e2eOrigins();
// Debian's headless shell (package chromium-headless-shell, Playwright's own default for headless runs): the
// same Blink and V8 as /usr/bin/chromium without the browser's UI, about a fifth less CPU over the
// journeys. V8 runs the pages' JavaScript without its optimising compilers (Maglev, TurboFan):
// each journey's pages live seconds, too short for optimised code to repay compiling it, and the renderers
// took about a quarter less CPU without them (compliance.spec.ts alone: 33 to 37 CPU-s against 45 to 52).
// What the code does is the same; only hot loops run slower. With GPU off, the headless shell still
// composites every frame in a GPU process of its own; `--in-process-gpu` does that work in the browser
// process instead (the whole journeys' CPU: 430 CPU-s against 443, 258 s against 265 s of wall time).
const CHROMIUM = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--js-flags=--no-opt --no-maglev',
    '--in-process-gpu',
  ],
};
// Each server builds its bundle first, all three at once and on two cores: that can take a minute, not
// the seconds it takes one alone.
const WEB_SERVER_TIMEOUT = 300_000;
const desktop = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM };

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Generous limits: on a slow or busy machine a slow step must make the run slower, never red. A passing
  // journey never waits for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Two workers: each has its own API simulator on every server (a partition,
  // tests/mocks/server/simulatorPartitions.ts) and resets it before each journey (tests/e2e/support/test.ts),
  // so journeys never see each other's data, and the main project's journeys are shared out one by one
  // (fullyParallel there). Shared out a file at a time, the last file ran on alone for half a minute.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: ORIGINS.main,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A failed journey keeps its trace (each step's DOM, network and console) and a screenshot of the end.
    // The trace leaves out its screencast: encoding a frame for every paint of every journey was about a
    // third of the journeys' CPU, on two cores shared with Vitest.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The portal drops its modal and panel animations for it, so no axe scan sees a dialog half faded in.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM,
  },
  projects: [
    // One long journey in Debian's Firefox ESR and in WebKitGTK, each through its own driver
    // (tests/e2e/engines/support; docs/testing.md says why these drivers). First in the list, so in `npm test` they
    // start first, one per worker. With LARDER_E2E_CHROMIUM_ENGINE set, `chromium-engine` runs the same journey in
    // Chromium through puppeteer-core (screenshots or timings side by side); npm test's Chromium journeys are below.
    ...(['firefox', 'webkit', ...(process.env.LARDER_E2E_CHROMIUM_ENGINE ? (['chromium'] as const) : [])] as const).map((engineName) => ({
      name: engineName === 'chromium' ? 'chromium-engine' : engineName,
      testMatch: /engines\/.*\.spec\.ts/,
      use: { engineName },
    })),
    { name: 'sign-in', testMatch: /auth\.setup\.ts/, use: desktop },
    { name: 'chromium', use: desktop, dependencies: ['sign-in'], fullyParallel: true, testIgnore: /auth\.setup\.ts|maintenance\.spec\.ts|nginx\.spec\.ts|engines\// },
    { name: 'maintenance', use: { ...desktop, baseURL: ORIGINS.maintenance }, testMatch: /maintenance\.spec\.ts/ },
    { name: 'nginx', use: { ...desktop, baseURL: ORIGINS.nginx }, testMatch: /nginx\.spec\.ts/ },
  ],
  // `npm test` starts the servers itself, before this run (scripts/test-all.mjs), and says so.
  webServer: process.env.LARDER_E2E_SERVERS_STARTED
    ? undefined
    : { command: 'node scripts/serve-e2e.mjs', wait: { stdout: new RegExp(READY) }, reuseExistingServer: false, timeout: WEB_SERVER_TIMEOUT },
});
