import { mkdirSync } from 'node:fs';
// This file is the other engines' own start from the seeded data (their browsers are not Playwright's).
// eslint-disable-next-line no-restricted-imports
import { expect, test as base } from '@playwright/test';
import { SIMULATOR_PARTITION_COOKIE } from '../../../mocks/server/simulatorPartitions';
import type { EngineBrowser, EngineName, LaunchOptions } from './engine';
import { launchPuppeteerEngine } from './puppeteerEngine';
import { launchWebKitEngine } from './webkitEngine';

/** The viewport of the journeys in every engine: the common laptop width the portal is designed at. */
const VIEWPORT = { width: 1366, height: 900 };

/**
 * The journeys in engines other than Playwright's Chromium (playwright.config.ts's `firefox` and `webkit`
 * projects): `engine` is the project's browser, launched through its own driver, in the test's simulator
 * partition, reset to its seeded data first; any request or answer the API contract does not allow fails the
 * test after it, as in tests/e2e/support/test.ts.
 */
export const test = base.extend<{ engine: EngineBrowser }, { engineName: EngineName }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: async ({ engineName, baseURL }, use, testInfo) => {
    const partitionCookie = { name: SIMULATOR_PARTITION_COOKIE, value: `worker-${testInfo.parallelIndex}` };
    const headers = { cookie: `${partitionCookie.name}=${partitionCookie.value}` };
    const reset = await fetch(new URL('/api/__simulator/reset', baseURL), { method: 'POST', headers });
    expect(reset.status, 'POST /api/__simulator/reset').toBe(204);
    const downloadsDir = testInfo.outputPath('downloads');
    mkdirSync(downloadsDir, { recursive: true });
    const options: LaunchOptions = { baseURL: baseURL!, partitionCookie, downloadsDir, viewport: VIEWPORT };
    const browser = engineName === 'webkit' ? await launchWebKitEngine(options) : await launchPuppeteerEngine(engineName, options);
    // Which engine this run drove, in the run's own output.
    console.log(`[${engineName}] ${browser.version}`);
    testInfo.annotations.push({ type: 'engine', description: browser.version });
    try {
      await use(browser);
      if (testInfo.status !== testInfo.expectedStatus) await browser.tab.screenshot(testInfo.outputPath('failed.png')).catch(() => undefined);
    } finally {
      await browser.close();
    }
    const violations = await (await fetch(new URL('/api/__simulator/contract-violations', baseURL), { headers })).json();
    expect(violations, 'requests and answers the API contract (api/openapi.yaml) does not allow').toEqual([]);
  },
});

export { expect };
