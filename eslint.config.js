import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-maintenance', 'dist-nginx', 'deploy/generated', 'node_modules', 'test-results', 'playwright-report', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, larder: { rules: { layers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}'],
    rules: {
      'larder/layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message: "Use toast from '@/components/toasts/toast': the main entry injects a <style> the Content-Security-Policy refuses.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/mocks/**', 'tests/simulator/**', 'tests/e2e/**', 'scripts/**', 'deploy/**', '*.config.{ts,js}', 'eslint-rules/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Journeys take `test` from support/test.ts, whose fixture resets the API simulator before each one.
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test' (it starts each test from the seeded data)." }] },
      ],
    },
  },
);
