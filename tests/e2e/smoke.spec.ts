import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

test.use({ storageState: storageStateFor('member-active') });

test('the portal opens in its layout: menu, topbar, breadcrumb header', async ({ page }) => {
  await page.goto('/training/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Priya Shah')).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'smoke-layout', { fullPage: true });
});
