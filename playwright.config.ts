import { defineConfig, devices } from '@playwright/test';

// E2e tests run the production build (`npm run build:e2e`) on `vite preview --mode e2e`, which also
// serves the local stand-ins (.env.e2e: port 4173). Chromium comes from Debian, never a download.
const BASE_URL = 'http://localhost:4173';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'sign-in', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
      dependencies: ['sign-in'],
      testIgnore: /auth\.setup\.ts/,
    },
  ],
  webServer: {
    command: 'npm run preview',
    url: `${BASE_URL}/idp/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
