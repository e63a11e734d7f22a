import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// Kept apart from vite.config.ts so the local stand-in servers never load inside Vitest.
// Tests see the same settings as the e2e build (.env.e2e), so the API simulator answers at VITE_API_URL.
const env = loadEnv('e2e', process.cwd(), 'VITE_');

// Pure rules run in plain Node: a browser-like environment per file would cost far more than the tests.
const PURE_RULES = ['tests/unit/domain/**/*.test.ts', 'tests/unit/calor/**/*.test.ts', 'tests/unit/routes/**/*.test.ts', 'tests/unit/errors/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    env,
    restoreMocks: true,
    pool: 'threads',
    testTimeout: 15000,
    projects: [
      { extends: true, test: { name: 'rules', environment: 'node', include: PURE_RULES } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: PURE_RULES,
          setupFiles: ['tests/setup/vitest.setup.ts'],
        },
      },
    ],
  },
});
