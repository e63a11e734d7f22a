import { expect, type Page } from '@playwright/test';

/**
 * The member prompts are a lazily loaded chunk, so "no dialog" proves nothing until it has run. This waits
 * until it has (importing the page's own copy of it), then leaves the dashboard and comes back through the
 * menu: the layout renders the prompts with every page, so each page's decision is in the DOM as soon as
 * its heading shows. `check` runs on both pages.
 */
export async function revisitDashboardWithPromptsLoaded(page: Page, check: () => Promise<void>) {
  const chunk = await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/MemberPrompts-[\w-]+\.js$/.test(name)),
  );
  const url = (await chunk.jsonValue()) as string; // found: waitForFunction waits for a truthy answer
  await page.evaluate(async (src) => {
    await import(src);
  }, url);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Help Videos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Videos' })).toBeVisible();
  await check();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await check();
}

/**
 * A first visit asks about cookies before anything else: once answered, the member prompts follow at once
 * (the banner's confirmation stays in the page behind them until hidden; it asks nothing).
 */
export async function answerCookieQuestion(page: Page, answer: 'Accept' | 'Reject' = 'Reject') {
  const cookies = page.getByRole('region', { name: 'Cookies on Larder' });
  await cookies.getByRole('button', { name: `${answer} analytics cookies` }).click();
  await expect(cookies.getByRole('button', { name: 'Hide cookie message' })).toBeVisible();
}
