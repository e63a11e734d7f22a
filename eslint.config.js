import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
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
      // The two rules of hooks everywhere; the React Compiler's rules (below) only where components ship.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The React Compiler's checks (react-hooks v7's recommended set) compile every component they meet: two
    // thirds of the lint's time. The portal's code is what a compiler would build; the tests' harness
    // components and the Node-only test doubles are not.
    files: ['src/**/*.{ts,tsx}'],
    rules: reactHooks.configs.recommended.rules,
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
  // Playwright's fixtures hand over with a function called `use`: not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    // Journeys take `test` from support/test.ts, whose fixture resets the API simulator before each one.
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test' (it starts each test from the seeded data)." }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='browser'][callee.property.name='newContext']",
          message: "Open another browser with the fixture's newContext: it joins the worker's simulator partition.",
        },
      ],
    },
  },
  {
    // Testing Library's recommended rules for React, on the test files that render.
    files: ['tests/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // The render helpers (renderPortal, renderWithProviders, renderTab…) return a harness (the user, the fake
      // auth, the analytics spy, `go`) named for what it is, not a bare render result: the rule matches
      // them by the `render` in their name only.
      'testing-library/render-result-naming-convention': 'off',
      // Unmounting mid-test is how a test closes the tab or ends the session before opening the screen
      // again (the draft and fault tests): the automatic clean-up still runs after each test.
      'testing-library/no-manual-cleanup': 'off',
      // Tests query what a person or assistive technology perceives (roles, names, text; the shapes with no
      // single query are in tests/integration/support/queries.ts). Where only markup shows the thing tested
      // (a decorative SVG, a layout class, a CSS animation, where focus is), the line says why it reads nodes.
      'testing-library/no-node-access': 'error',
    },
  },
  {
    // The integration tests' shared helpers read the DOM for the tests, so they query it the same way.
    files: ['tests/integration/**/*.{ts,tsx}'],
    ignores: ['tests/**/*.test.tsx'],
    plugins: { 'testing-library': testingLibrary },
    rules: { 'testing-library/no-node-access': 'error' },
  },
);
