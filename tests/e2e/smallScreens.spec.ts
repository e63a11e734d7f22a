import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';

// WCAG 2.2 AA 1.4.10 reflow: at 320 CSS px nothing scrolls the page sideways; a table scrolls in its own box.
test.use({ storageState: storageStateFor('member-active'), viewport: { width: 320, height: 720 } });

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { path, heading, table } of [
  { path: '/myaccount/payments', heading: 'Payments & Invoices', table: /payment/i },
  { path: '/wallet', heading: 'Wallet', table: /transactions/i },
  { path: '/training/trainees', heading: 'Trainees', table: /trainees/i },
  { path: '/rewards/calor/claims', heading: 'My Calor Claims', table: /claims/i },
  { path: '/unit-premises', heading: 'Units & Premises', table: /units/i },
]) {
  test(`${path} fits 320 px: its tables scroll in their own box, not the page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table', { name: table }).first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectAccessible(page);
  });
}

test('the menu drawer opens on the group holding the page; the others open from their headings', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Claims' })).toBeHidden();
  await expectAccessible(page);

  await menu.getByRole('button', { name: 'Calor', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Calor', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'My Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

test('a focused text field or select shows the thick focus ring, not a faint glow', async ({ page }) => {
  await page.goto('/wallet');
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.focus();
  await expect(status).toHaveCSS('outline-width', '3px');
  await expect(status).toHaveCSS('outline-style', 'solid');
});
