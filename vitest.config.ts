import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// Kept apart from vite.config.ts so the local stand-in servers never load inside Vitest.
// Tests see the same settings as the e2e build (.env.e2e), so the API simulator answers at VITE_API_URL.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    env: loadEnv('e2e', process.cwd(), 'VITE_'),
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
