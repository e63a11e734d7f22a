import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { TEST_CARDS } from '../mocks/payments/testCards';
import { screenshotForReview } from './support/reviewScreenshot';

// One payment per debt (api/areas/payments.yaml): a member who opens the hosted payment page twice for the
// same thing, pays the newer and then the older, is charged once; the older page says it was replaced. A card
// that asks for 3-D Secure pays only once the challenge is completed, and the history then shows the card
// payment as its own row and the debt as paid by it.

const SUCCEEDING_CARD = TEST_CARDS.find((card) => card.outcome === 'succeeded' && !card.challenge)!.number;
const CHALLENGED_CARD = TEST_CARDS.find((card) => card.challenge)!.number;
const REPLACED = 'This payment has been replaced by a newer one';

/** Fills the hosted page's card form as a person would, without paying yet. */
async function fillCard(page: Page, amount: string, cardNumber = SUCCEEDING_CARD) {
  await expect(page).toHaveURL(/\/pay\?session=/);
  await expect(page.getByRole('heading', { level: 1, name: `Pay ${amount}` })).toBeVisible();
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

/** Pays on the older page after the newer was paid: the stand-in refuses, the portal says it was replaced. */
async function payTheOlderPage(older: Page, amount: string, returnPath: RegExp, screenshot: string) {
  await older.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(older.getByRole('heading', { level: 1, name: REPLACED })).toBeVisible();
  await expect(older.getByText('nothing has been taken')).toBeVisible();
  await expectAccessible(older);
  await screenshotForReview(older, screenshot, { fullPage: true });
  await older.getByRole('link', { name: 'Return to Larder' }).click();
  await expect(older).toHaveURL(returnPath);
  await expect(older.getByRole('alert', { name: 'This payment was replaced by a newer one' })).toBeVisible();
  await expectAccessible(older);
}

test.describe('two payment sessions for one failed collection', () => {
  test.use({ storageState: storageStateFor('member-failed-payment') });

  test('the older, paid after the newer, is refused as replaced: charged once, one payment in the history', async ({ page, context }) => {
    await page.goto('/myaccount/payments');
    await page.getByRole('button', { name: 'Pay £15 now' }).click();
    await fillCard(page, '£15.00');

    const newer = await context.newPage();
    await newer.goto('/myaccount/payments');
    await newer.getByRole('button', { name: 'Pay £15 now' }).click();
    await fillCard(newer, '£15.00');
    await newer.getByRole('button', { name: 'Pay £15.00' }).click();
    await expect(newer.getByRole('status', { name: 'Thank you: £15 paid' })).toBeVisible();

    await payTheOlderPage(page, '£15.00', /\/myaccount\/payments\?payment=/, 'pay-stand-in-replaced');
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.locator('.badge', { hasText: 'Failed - Paid' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Outstanding balance' })).toContainText('You have nothing to pay at the moment.');
    await screenshotForReview(page, 'payments-replaced-session', { fullPage: true });
  });
});

test.describe('two renewal sessions', () => {
  test.use({ storageState: storageStateFor('status-expired-card') });

  test('the older, paid after the newer, is refused as replaced: one renewal payment in the history', async ({ page, context }) => {
    const startRenewal = async (on: Page) => {
      await on.goto('/myaccount/renew');
      await on.getByRole('region', { name: 'Your renewal' }).getByRole('button', { name: 'Continue to payment' }).click();
      await fillCard(on, '£300.00');
    };
    await startRenewal(page);
    const newer = await context.newPage();
    await startRenewal(newer);
    await newer.getByRole('button', { name: 'Pay £300.00' }).click();
    await expect(newer.getByRole('status', { name: 'Thank you: £300 paid' })).toBeVisible();

    await payTheOlderPage(page, '£300.00', /\/myaccount\/renew\?payment=/, 'pay-stand-in-replaced-renewal');
    await page.goto('/myaccount/payments');
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.getByRole('row', { name: /Membership renewal/ })).toHaveCount(1);
  });
});

test.describe('what is owed comes first', () => {
  test.use({ storageState: storageStateFor('member-failed-payment') });

  test('the dashboard leads with the overdue amount, and its Pay now goes straight to paying it', async ({ page }) => {
    // The member prompts (the welcome, the company-details prompt) may open over the dashboard first: dealt
    // with as the member would, whenever they appear.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to your dashboard!' }), (dialog) =>
      dialog.getByRole('button', { name: "Don't show again" }).click(),
    );
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Please Enter Your Company Details' }), (dialog) =>
      dialog.getByRole('button', { name: 'Close' }).first().click(),
    );
    await page.goto('/dashboard/home');
    const alert = page.getByRole('region', { name: '£15 is overdue' });
    await expect(alert).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'dashboard-overdue', { fullPage: true });
    await alert.getByRole('button', { name: 'Pay £15 now' }).click();
    await fillCard(page, '£15.00');
    await page.getByRole('button', { name: 'Pay £15.00' }).click();
    await expect(page).toHaveURL(/\/myaccount\/payments\?payment=/);
    await expect(page.getByRole('status', { name: 'Thank you: £15 paid' })).toBeVisible();
    await page.goto('/dashboard/home');
    await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
    await expect(page.getByRole('region', { name: '£15 is overdue' })).toHaveCount(0);
  });
});

test.describe('a card that asks for 3-D Secure', () => {
  test.use({ storageState: storageStateFor('member-failed-payment') });

  /** Pay now for the failed collection, with the challenged card, up to the challenge. */
  async function reachTheChallenge(page: Page) {
    await page.goto('/myaccount/payments');
    await page.getByRole('button', { name: 'Pay £15 now' }).click();
    await fillCard(page, '£15.00', CHALLENGED_CARD);
    await page.getByRole('button', { name: 'Pay £15.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Authenticate your payment' })).toBeVisible();
  }

  test('completing the challenge pays; the history shows the card payment and the debt paid by card, today', async ({ page }) => {
    await reachTheChallenge(page);
    await expectAccessible(page);
    await screenshotForReview(page, 'pay-stand-in-3ds-challenge', { fullPage: true });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/myaccount\/payments\?payment=/);
    await expect(page.getByRole('status', { name: 'Thank you: £15 paid' })).toBeVisible();

    const today = format(new Date(), 'dd/MM/yyyy');
    const history = page.getByRole('region', { name: 'Payment history' });
    const cardPayment = history.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Card payment/ }) });
    await expect(cardPayment).toHaveCount(1);
    await expect(cardPayment).toContainText(today);
    await expect(cardPayment).toContainText('£15');
    await expect(cardPayment).toContainText('Visa ending 3184');
    const debt = history.getByRole('row').filter({ has: page.locator('.badge', { hasText: 'Failed - Paid' }) });
    await expect(debt).toContainText(`Paid by card on ${today} (Visa ending 3184)`);
    await expect(page.getByRole('region', { name: 'Outstanding balance' })).toContainText('You have nothing to pay at the moment.');
    await expectAccessible(page);
    await screenshotForReview(page, 'payments-paid-by-card', { fullPage: true });
  });

  test('failing the challenge comes back declined, with nothing taken and Pay now still there', async ({ page }) => {
    await reachTheChallenge(page);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page).toHaveURL(/\/myaccount\/payments\?payment=/);
    const declined = page.getByRole('alert', { name: 'Your card payment was declined' });
    await expect(declined).toContainText('3-D Secure');
    await expect(declined).toContainText('Nothing has been taken.');
    await expect(page.getByRole('button', { name: 'Pay £15 now' })).toBeEnabled();
    await expectAccessible(page);
  });
});
