import { expect, test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { SIMULATOR_PARTITION_COOKIE } from '../../mocks/server/simulatorPartitions';

// The API simulator's reset, a stand-in-only call (tests/mocks/server/standInsApp.ts) under VITE_API_URL's
// path (.env.e2e), on the server of the test's own project.
const SIMULATOR_RESET = '/api/__simulator/reset';
// What the API contract (api/openapi.yaml) refused since the reset: every request and answer is checked.
const CONTRACT_VIOLATIONS = '/api/__simulator/contract-violations';

/**
 * Two workers share each server: every browser a test opens carries its worker's simulator partition
 * (tests/mocks/server/simulatorPartitions.ts), so the two never see each other's data. The cookie is for
 * `localhost`, every port: the maintenance and nginx servers partition the same way.
 */
async function joinWorkerPartition(context: BrowserContext, parallelIndex: number) {
  await context.addCookies([{ name: SIMULATOR_PARTITION_COOKIE, value: `worker-${parallelIndex}`, domain: 'localhost', path: '/' }]);
  return context;
}

/**
 * Every e2e test imports `test` from here rather than from @playwright/test: before each one its worker's
 * API simulator goes back to its seeded data, so no journey depends on what an earlier one changed; after
 * each one, any request or answer the API contract does not allow fails it. A test that needs a second
 * browser (another person) opens it with `newContext`, never `browser.newContext`.
 */
/** Opens another browser (another person) in the test's own simulator partition. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

export const test = base.extend<{ seededSimulator: void; newContext: NewContext }>({
  context: async ({ context }, use, testInfo) => {
    await use(await joinWorkerPartition(context, testInfo.parallelIndex));
  },
  newContext: async ({ browser }, use, testInfo) => {
    await use(async (options) => joinWorkerPartition(await browser.newContext(options), testInfo.parallelIndex));
  },
  seededSimulator: [
    async ({ context }, use) => {
      const response = await context.request.post(SIMULATOR_RESET);
      expect(response.status(), `POST ${SIMULATOR_RESET}`).toBe(204);
      await use();
      const violations = await (await context.request.get(CONTRACT_VIOLATIONS)).json();
      expect(violations, 'requests and answers the API contract (api/openapi.yaml) does not allow').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
