import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import ByFileName from './tests/verify/support/sequencer';

// Kept apart from vite.config.ts so the local stand-in servers never load inside Vitest.
// Tests see the same settings as the e2e build (.env.e2e), so the API simulator answers at VITE_API_URL.
// Analytics stays unconfigured here (the e2e build configures it to test the consent banner): the tests
// that need it configure it themselves.
const env = { ...loadEnv('e2e', process.cwd(), 'VITE_'), VITE_ANALYTICS_ID: '', VITE_SEARCH_ANALYTICS_APP_ID: '', VITE_SEARCH_ANALYTICS_API_KEY: '' };

const INTEGRATION = 'tests/integration';
const integrationFiles = (readdirSync(INTEGRATION, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(INTEGRATION, file));
// A file that replaces a module (vi.mock), or says it needs modules of its own (a first line
// `// vitest: own modules`, with why), must not share its module cache with other files: it runs alone.
const needsOwnModules = (file: string) => /\bvi\.(mock|doMock)\(|^\/\/ vitest: own modules/m.test(readFileSync(file, 'utf8'));
const integration = {
  environment: 'jsdom' as const,
  // DOM-only: jest-dom matchers, Node's File/Blob/FormData inside jsdom, Testing Library's clean-up.
  setupFiles: ['tests/setup/vitest.setup.ts'],
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    env,
    // Files share a worker's modules (isolate: false below), so nothing one file changes may reach the next.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    pool: 'threads',
    // Vitest's default in a run is one worker fewer than the cores: on CI's two cores, one. Both cores
    // run test files; the main thread only collects and reports.
    maxWorkers: 2,
    // Generous, like the findBy/waitFor limit in tests/setup: `npm test` runs Vitest beside the checks, the
    // build and the e2e servers starting, and a slow machine must make the run slower, never red.
    testTimeout: 30_000,
    // The API contract, bundled once per run for every test that checks against it.
    globalSetup: ['tests/setup/apiDocument.ts'],
    // Three layers, cheapest first; a file's folder says its layer (and so its environment):
    //   unit       tests/unit       pure code in plain Node;
    //   simulator  tests/simulator  the test doubles themselves (API simulator, hosted payment page) called
    //                               over fetch, in plain Node: no DOM, so no jsdom and no DOM setup;
    //   integration tests/integration screens and anything touching window, document or storage, in jsdom,
    //                               whose start-up per file costs far more than the tests themselves.
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/mocks/api/backend-reference/**/*.test.ts'] } },
      { extends: true, test: { name: 'simulator', environment: 'node', isolate: false, include: ['tests/simulator/**/*.test.ts'] } },
      // jsdom's start-up and the portal's module graph cost far more than most files' tests, so integration
      // files share both within a worker (isolate: false): each file renders into a clean document
      // (Testing Library's clean-up, storage cleared) and starts its own API simulator.
      { extends: true, test: { ...integration, name: 'integration', isolate: false, include: integrationFiles.filter((file) => !needsOwnModules(file)) } },
      { extends: true, test: { ...integration, name: 'integration-isolated', include: integrationFiles.filter(needsOwnModules) } },
      // The API verification kit (docs/api-verification.md): by default against the API simulator, served
      // over HTTP by its global setup; `npm run api:verify -- --base-url URL` points it at any server.
      // Its files share one server's data, so they run one at a time, in order.
      {
        extends: true,
        test: {
          name: 'verify',
          environment: 'node',
          include: ['tests/verify/**/*.verify.ts'],
          globalSetup: ['tests/verify/support/target.ts'],
          fileParallelism: false,
          sequence: { sequencer: ByFileName },
        },
      },
    ],
  },
});
