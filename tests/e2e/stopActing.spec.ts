import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';

test.describe('as an account manager acting for a member', () => {
  test.use({ storageState: storageStateFor('account-manager') });

  test('stopping from /wallet returns to their own home with a confirmation', async ({ page }) => {
    await page.goto('/LM100001/dashboard/home');
    await expect(page).toHaveURL('/dashboard/home');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Acting for a member' });
    await expect(banner).toContainText('You are acting for The Larder Café, contact Priya Shah, membership number LM100001.');
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Stop acting for this member' }).click();
    await expect(page).toHaveURL('/dashboard/home');
    await expect(page.getByText('You have stopped acting for The Larder Café (LM100001)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Act for a member' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Oops!/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
