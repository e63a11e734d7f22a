import { defineConfig, devices } from '@playwright/test';

// E2e tests run a production build on `vite preview --mode e2e`, which also serves the local stand-ins
// (.env.e2e: port 4173). Each web server builds its own bundle first (a few seconds), because the build
// bakes in the origin it will be served on: that lets LARDER_E2E_PORT move both servers (to run two
// suites side by side, e.g. from two git worktrees). Maintenance mode is a build-time setting, so its
// tests get their own build on the next port (4174). Chromium comes from Debian, never a download.
const PORT = Number(process.env.LARDER_E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
const MAINTENANCE_URL = `http://localhost:${PORT + 1}`;
// The production build behind nginx with the generated security headers (scripts/serve-nginx-e2e.mjs),
// the stand-ins on the port after it.
const NGINX_URL = `http://localhost:${PORT + 2}`;
// Debian's headless shell (package chromium-headless-shell, Playwright's own default for headless runs): the
// same Blink and V8 as /usr/bin/chromium without the browser's UI and GPU processes, about a fifth less CPU
// over the journeys. V8 runs the pages' JavaScript without its optimising compilers (Maglev, TurboFan):
// each journey's pages live seconds, too short for optimised code to repay compiling it, and the renderers
// took about a quarter less CPU without them (compliance.spec.ts alone: 33 to 37 CPU-s against 45 to 52).
// What the code does is the same; only hot loops run slower.
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
  ],
};
const preview = (outDir: string) => `npx vite preview --mode e2e --configLoader runner --outDir ${outDir}`;
/** Builds the e2e mode for LARDER_ORIGIN into its own folder (leaving `dist` to build:e2e) and serves it. */
const buildAndPreview = (outDir: string) => `npx vite build --mode e2e --configLoader runner --outDir ${outDir} --logLevel warn && ${preview(outDir)}`;
// `npm test` has just built the e2e mode for the default origin (build:e2e, into dist/) and says so: the
// main server serves that build instead of making the same one again.
const PREBUILT = process.env.LARDER_E2E_PREBUILT_DIST;
const mainServerCommand = PREBUILT && !process.env.LARDER_E2E_PORT ? preview(PREBUILT) : buildAndPreview('dist-e2e');
// Each server builds its bundle first, the three at once and beside Vitest in `npm test`: on two busy cores
// that can take minutes, not the seconds it takes alone.
const WEB_SERVER_TIMEOUT = 300_000;
const desktop = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Generous limits: in `npm test` the journeys share two cores with Vitest, so a slow step must make the
  // run slower, never red. A passing journey never waits for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Two workers, each file's journeys in order on one of them: each worker has its own API simulator on
  // every server (a partition, tests/mocks/server/simulatorPartitions.ts) and resets it before each journey
  // (tests/e2e/support/test.ts), so journeys never see each other's data.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
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
    { name: 'sign-in', testMatch: /auth\.setup\.ts/, use: desktop },
    { name: 'chromium', use: desktop, dependencies: ['sign-in'], testIgnore: /auth\.setup\.ts|maintenance\.spec\.ts|nginx\.spec\.ts/ },
    { name: 'maintenance', use: { ...desktop, baseURL: MAINTENANCE_URL }, testMatch: /maintenance\.spec\.ts/ },
    { name: 'nginx', use: { ...desktop, baseURL: NGINX_URL }, testMatch: /nginx\.spec\.ts/ },
  ],
  webServer: [
    {
      command: mainServerCommand,
      env: { LARDER_ORIGIN: BASE_URL },
      url: `${BASE_URL}/idp/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: WEB_SERVER_TIMEOUT,
    },
    {
      command: buildAndPreview('dist-maintenance'),
      env: { LARDER_ORIGIN: MAINTENANCE_URL, VITE_MAINTENANCE_MODE: 'true' },
      url: `${MAINTENANCE_URL}/idp/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: WEB_SERVER_TIMEOUT,
    },
    {
      command: 'node scripts/serve-nginx-e2e.mjs',
      env: { LARDER_ORIGIN: NGINX_URL, LARDER_STAND_INS_PORT: String(PORT + 3) },
      url: `${NGINX_URL}/idp/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: WEB_SERVER_TIMEOUT,
    },
  ],
});
