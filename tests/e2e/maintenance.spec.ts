import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn } from './support/personas';

// Runs against the maintenance-mode build (playwright.config.ts: port 4174, VITE_MAINTENANCE_MODE=true).
test('with maintenance mode on, a member lands on /maintenance', async ({ page }) => {
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL('/maintenance');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Staff sign in' }).click();
  await signInOnStandIn(page, 'member-active');
  await expect(page).toHaveURL('/maintenance');
  await expect(page.getByRole('button', { name: 'Staff sign in' })).toHaveCount(0);
});

test('with maintenance mode on, a developer does not', async ({ page }) => {
  await page.goto('/maintenance');
  await page.getByRole('button', { name: 'Staff sign in' }).click();
  await signInOnStandIn(page, 'developer');
  await expect(page).toHaveURL('/dashboard/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
});
