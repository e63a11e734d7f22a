import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at, in test-results/screenshots: taken only when
 * LARDER_E2E_SCREENSHOTS is set (`LARDER_E2E_SCREENSHOTS=1 npm run test:e2e`). It asserts nothing, and on
 * two cores the encoding of some eighty full-page images is time `npm test` does not spend.
 */
export async function screenshotForReview(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.LARDER_E2E_SCREENSHOTS) return;
  await target.screenshot({ path: `test-results/screenshots/${name}.png`, ...options });
}
