import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { answerCookieQuestion } from './support/memberPrompts';
import { signInOnStandIn, storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

const programmeCard = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('a new member', () => {
  test('signs up to Nisbets from the rewards home and sees the card turn pending', async ({ page }) => {
    await page.goto('/dashboard/home');
    await signInOnStandIn(page, 'member-rewards-new');
    await answerCookieQuestion(page);
    // A first-time member is welcomed, and sent on to the rewards home from there.
    const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
    await welcome.getByRole('link', { name: 'Go to rewards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();

    const nisbets = programmeCard(page, 'Nisbets catering equipment cashback');
    await expect(nisbets).toContainText('Not signed up');
    await expect(nisbets).toContainText('3% cashback on Nisbets catering equipment');
    // That Booker (work in progress) has no card is tests/integration/rewards/rewardsHome.test.tsx's.
    await expectAccessible(page);
    await screenshotForReview(page, 'rewards-home-new-member', { fullPage: true });

    await nisbets.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nisbets Signup' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nisbets account number').fill('nis 55012');
    await page.getByRole('checkbox', { name: 'Spice Route Takeaway (M14 5TQ)' }).check();
    await page.getByRole('checkbox', { name: /I agree that Nisbets may share/ }).check();
    await screenshotForReview(page, 'nisbets-signup-form', { fullPage: true });
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('heading', { name: 'Your application is waiting for approval' })).toBeVisible();
    await expect(page.getByText('NIS55012')).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'nisbets-signup-pending', { fullPage: true });

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(programmeCard(page, 'Nisbets catering equipment cashback')).toContainText('Waiting for approval');
    await expect(programmeCard(page, 'Nisbets catering equipment cashback').getByRole('link', { name: 'See your application' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the active member', () => {
  test.use({ storageState: storageStateFor('member-active'), permissions: ['clipboard-read', 'clipboard-write'] });

  test('sees a lived-in rewards home', async ({ page }) => {
    await page.goto('/rewards/home');
    await expect(programmeCard(page, 'BioPak packaging cashback')).toContainText('Earned to date');
    await expect(programmeCard(page, 'Calor gas cashback').getByRole('link', { name: 'Make a claim' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'rewards-home', { fullPage: true });

    await programmeCard(page, 'BioPak packaging cashback').getByRole('link', { name: 'See your cashback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'BioPak Cashback Deal' })).toBeVisible();
    const periods = page.getByRole('table', { name: /BioPak cashback by period/ });
    await periods.getByRole('button', { name: 'Show purchases' }).nth(1).click();
    await expect(page.getByRole('table', { name: /What BioPak reported for/ })).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // so the full-page shot has the top bar at the top
    await screenshotForReview(page, 'biopak-cashback', { fullPage: true });
  });

  test('copies a Booker voucher code', async ({ page }) => {
    await page.goto('/rewards/vouchers/booker');
    const voucher = page.getByRole('region', { name: '£25 voucher' });
    await expect(voucher).toContainText('BKR-7F3K-92QX');
    await expectAccessible(page);
    await voucher.getByRole('button', { name: 'Copy code' }).click();
    // Announced politely, and really on the clipboard.
    await expect(page.getByRole('status').filter({ hasText: 'Code BKR-7F3K-92QX copied.' })).toBeAttached();
    await expect(voucher.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BKR-7F3K-92QX');

    await page.getByRole('button', { name: 'Show them' }).click();
    await expect(page.getByRole('table', { name: /used and expired/ })).toContainText('BKR-2R5V-8KJA');
    await expectAccessible(page);
    await screenshotForReview(page, 'booker-vouchers', { fullPage: true });
  });

  test('opens the wallet and the Calor breakdown', async ({ page }) => {
    await page.goto('/rewards/home');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Wallet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(/Payouts go to Larder Cafe Ltd/)).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'wallet', { fullPage: true });

    const calorRow = page.getByRole('row', { name: /^Calor/ });
    await calorRow.getByRole('link', { name: 'See breakdown' }).click();
    await expect(page).toHaveURL('/wallet/schemes/calor');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet Scheme Breakdown' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calor cashback' })).toBeVisible();
    await expect(page.getByText(/LARDER CASHBACK \d+/).first()).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'wallet-calor-breakdown', { fullPage: true });
  });
});
