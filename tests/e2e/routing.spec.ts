import { expect, test } from './support/test';
import { STORAGE_KEYS } from '../../src/domain/storageKeys';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

test.describe('as an account manager', () => {
  test.use({ storageState: storageStateFor('account-manager') });

  test('/{membershipNumber}/dashboard/home sets the override, lands on /dashboard/home and shows the banner', async ({ page }) => {
    await page.goto('/LM100001/dashboard/home');
    await expect(page).toHaveURL('/dashboard/home');
    const banner = page.getByRole('region', { name: 'Acting for a member' });
    await expect(banner).toContainText('LM100001');
    expect(await page.evaluate((keys) => [localStorage.getItem(keys.membershipNumberOverride), localStorage.getItem(keys.accountIdOverride)], STORAGE_KEYS)).toEqual([
      'LM100001',
      '00000000-0000-4000-8000-000000000001',
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0); // no member prompts while impersonating
    await expectAccessible(page);
    await screenshotForReview(page, 'menu-account-manager-acting', { fullPage: true });

    await banner.getByRole('button', { name: 'Stop acting for this member' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Act for a member' })).toBeVisible();
    await screenshotForReview(page, 'menu-account-manager', { fullPage: true });
  });
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('opening another member’s /{membershipNumber}/dashboard/home gets the 401 page', async ({ page }) => {
    await page.goto('/LM100002/dashboard/home');
    await expect(page).toHaveURL('/errors/401');
    await expect(page.getByText('401', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('as a suspended member', () => {
  test.use({ storageState: storageStateFor('status-suspended') });

  // That Payments & Invoices stays open to them is myAccount.spec.ts's journey (through this page's link) and
  // tests/integration/member/accountRouting.test.tsx's.
  test('is sent to the membership page from /training/courses', async ({ page }) => {
    await page.goto('/training/courses');
    await expect(page).toHaveURL('/errors/Membership');
    await expect(page.getByRole('heading', { name: "Oops! You don't currently have permission to view this page." })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Payments Page' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('as a member without trading units', () => {
  test.use({ storageState: storageStateFor('member-no-trading-units') });

  test('gets the bad-permissions page on /unit-premises', async ({ page }) => {
    await page.goto('/unit-premises');
    await expect(page).toHaveURL('/error/bad-permissions');
    await expect(page.getByRole('heading', { name: "Oops! You aren't authorised." })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('as a developer', () => {
  test.use({ storageState: storageStateFor('developer') });

  test('sees work in progress, the tools and the error pages in the menu', async ({ page }) => {
    await page.goto('/test');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Icons' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Not Found (404)' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'menu-developer', { fullPage: true });
  });
});
