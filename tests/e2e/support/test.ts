import { expect, test as base } from '@playwright/test';

// The API simulator's reset, a stand-in-only call (tests/mocks/server/standInsApp.ts) under VITE_API_URL's
// path (.env.e2e), on the server of the test's own project.
const SIMULATOR_RESET = '/api/__simulator/reset';
// What the API contract (api/openapi.yaml) refused since the reset: every request and answer is checked.
const CONTRACT_VIOLATIONS = '/api/__simulator/contract-violations';

/**
 * Every e2e test imports `test` from here rather than from @playwright/test: before each one the API
 * simulator goes back to its seeded data, so no journey depends on what an earlier one changed; after
 * each one, any request or answer the API contract does not allow fails it.
 */
export const test = base.extend<{ seededSimulator: void }>({
  seededSimulator: [
    async ({ request }, use) => {
      const response = await request.post(SIMULATOR_RESET);
      expect(response.status(), `POST ${SIMULATOR_RESET}`).toBe(204);
      await use();
      const violations = await (await request.get(CONTRACT_VIOLATIONS)).json();
      expect(violations, 'requests and answers the API contract (api/openapi.yaml) does not allow').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
