import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn, storageStateFor } from './support/personas';
import { TEST_CARDS } from '../mocks/payments/testCards';
import { screenshotForReview } from './support/reviewScreenshot';

const SUCCEEDING_CARD = TEST_CARDS.find((card) => card.outcome === 'succeeded')!.number;

/** On the hosted payment page stand-in: checks it, then pays with a test card as a person would. */
async function payOnHostedPage(page: Page, amount: string, screenshot: string) {
  await expect(page).toHaveURL(/\/pay\?session=/);
  await expect(page.getByRole('heading', { level: 1, name: `Pay ${amount}` })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, screenshot, { fullPage: true });
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByLabel('Card number').fill(SUCCEEDING_CARD);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test.describe('the expired card-payment member', () => {
  // A sign-in of its own: finishing the renewal refreshes the session, which rotates the refresh token, and
  // the stored sign-in the other journeys share would be spent.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('renews from the membership page, through the hosted payment page, to a confirmed renewal: the portal opens again without a sign-out', async ({ page }) => {
    await page.goto('/training/courses');
    await signInOnStandIn(page, 'status-expired-card');
    await expect(page).toHaveURL('/errors/Membership');
    // A browser new to the portal meets the cookie banner first.
    await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Your account is currently Expired.' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Renew Membership' }).click();

    await expect(page).toHaveURL('/myaccount/renew');
    await expect(page.getByRole('note', { name: 'The other pages' })).toContainText('They open again as soon as your renewal is paid');
    const quote = page.getByRole('region', { name: 'Your renewal' });
    await expect(quote).toContainText('£300 for the year');
    await expect(quote.getByRole('radio', { name: 'By debit or credit card now, £300' })).toBeChecked();
    await expectAccessible(page);
    await screenshotForReview(page, 'renew-quote', { fullPage: true });
    await quote.getByRole('button', { name: 'Continue to payment' }).click();

    await payOnHostedPage(page, '£300.00', 'pay-stand-in');

    // Back in the portal: the session is refreshed silently, and the confirmation gives the new end date.
    await expect(page).toHaveURL(/\/myaccount\/renew\?payment=/);
    const done = page.getByRole('status', { name: 'Thank you: £300 paid' });
    await expect(done).toContainText('Membership renewal, Premium');
    const period = /Membership renewal, Premium, \d\d\/\d\d\/\d{4} to (\d\d\/\d\d\/\d{4})/.exec((await done.textContent()) ?? '');
    const newEnd = period![1]!;
    await expect(done).toContainText(`Your membership now runs until ${newEnd}. Every page of the portal is open again.`);
    await expect(done.getByRole('link', { name: 'Logout' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotForReview(page, 'renew-confirmed', { fullPage: true });

    // The dashboard and the menu are the renewed member's, in the same session: no sign-out, no sign-in. The
    // member prompts (the welcome, the company-details prompt) may open over the dashboard: dealt with as a member would.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to your dashboard!' }), (dialog) =>
      dialog.getByRole('button', { name: "Don't show again" }).click(),
    );
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Please Enter Your Company Details' }), (dialog) =>
      dialog.getByRole('button', { name: 'Close' }).first().click(),
    );
    await done.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL('/dashboard/home');
    await expect(page.getByRole('region', { name: 'Your membership' })).toContainText(newEnd);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL('/training/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a member with a failed Direct Debit payment', () => {
  test.use({ storageState: storageStateFor('member-failed-payment') });

  test('pays it from Payments & Invoices', async ({ page }) => {
    await page.goto('/myaccount/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments & Invoices' })).toBeVisible();
    const overdue = page.getByRole('region', { name: '£15 is overdue' });
    await expect(overdue).toContainText('Refer to payer');
    await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('button', { name: /^Download PDF/ }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'payments-failed', { fullPage: true });

    await page.getByRole('button', { name: 'Pay £15 now' }).click();
    await payOnHostedPage(page, '£15.00', 'pay-stand-in-payment');

    await expect(page).toHaveURL(/\/myaccount\/payments\?payment=/);
    await expect(page.getByRole('status', { name: 'Thank you: £15 paid' })).toBeVisible();
    await expect(page.getByRole('region', { name: '£15 is overdue' })).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.locator('.badge', { hasText: 'Failed - Paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotForReview(page, 'payments-paid', { fullPage: true });
  });
});

test.describe('the active member', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('changes the invoice address: a bad postcode gets the invoice-address message, the corrected one saves', async ({ page }) => {
    await page.goto('/myaccount/details');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    const invoice = page.getByRole('group', { name: 'Invoice address' });
    await expect(invoice.getByRole('textbox', { name: 'Postcode' })).toHaveValue('HG1 1UF');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expectAccessible(page);
    await screenshotForReview(page, 'account-details', { fullPage: true });

    await invoice.getByRole('textbox', { name: 'Address line 1' }).fill('Ledger & Co Accountants');
    await invoice.getByRole('textbox', { name: 'Address line 2 (optional)' }).fill('3 Bank Street');
    await invoice.getByRole('textbox', { name: 'Town or city' }).fill('Leeds');
    await invoice.getByRole('textbox', { name: 'Postcode' }).fill('LS1-5AB');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const message = 'Please enter a valid postcode for the invoice address with a space in the middle';
    await expect(page.getByRole('alert', { name: 'There is a problem' }).getByRole('link', { name: message })).toBeVisible();
    await expect(invoice.getByText(message)).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'account-details-invoice-postcode', { fullPage: true });

    await invoice.getByRole('textbox', { name: 'Postcode' }).fill('ls1 5ab');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been successfully updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(invoice.getByRole('textbox', { name: 'Postcode' })).toHaveValue('LS1 5AB');

    // Saved: a fresh load shows the new address.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Invoice address' }).getByRole('textbox', { name: 'Town or city' })).toHaveValue('Leeds');
  });

  test('asks for a password change link, which the sign-in stand-in records', async ({ page, request }) => {
    await page.goto('/myaccount/details');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password?' });
    await expect(dialog).toContainText("We'll email a link to member-active@demo.larder.local.");
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByRole('status').filter({ hasText: "We've emailed you a link to change your password" })).toBeVisible();
    const recorded = (await (await request.get('/idp/test/change-password-requests')).json()) as { email: string; connection: string }[];
    expect(recorded.at(-1)).toMatchObject({ email: 'member-active@demo.larder.local', connection: 'Username-Password-Authentication' });
  });

  test('sees the upgrade tiers and the help videos', async ({ page }) => {
    await page.goto('/myaccount/upgrade');
    await expect(page.getByRole('region', { name: 'Premium' }).getByText('Your tier')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'upgrade', { fullPage: true });
    await page.getByRole('button', { name: 'Upgrade to Premium Plus' }).click();
    await expect(page.getByRole('dialog', { name: 'Upgrade to Premium Plus?' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'upgrade-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help Videos' }).click();
    await expect(page.getByTitle('Food safety video')).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('region', { name: 'COSHH' })).toContainText('This video is not available at the moment.');
    await expectAccessible(page);
    await screenshotForReview(page, 'help-videos', { fullPage: true });
  });
});

test.describe('the member whose payment plan ends within 60 days', () => {
  test.use({ storageState: storageStateFor('member-plan-ending') });

  test('sees the banner on the dashboard and says they plan to renew', async ({ page }) => {
    await page.goto('/dashboard/home');
    const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect(welcome).toHaveCount(0);
    // What the banner says (in 45 days, both choices) is tests/integration/member/dashboardPage.test.tsx's.
    const banner = page.getByRole('region', { name: /^Your payment plan ends on \d\d\/\d\d\/\d{4}$/ });
    await expect(page.getByRole('region', { name: 'Your membership' })).toContainText('Premium Plus');
    await expectAccessible(page);
    await screenshotForReview(page, 'dashboard-banner', { fullPage: true });

    await banner.getByRole('link', { name: 'No plan to renew' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'No Plan to Renew' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'no-plan-to-renew', { fullPage: true });

    await page.goBack();
    await page.getByRole('region', { name: /^Your payment plan ends on/ }).getByRole('link', { name: 'Plan to renew', exact: true }).click();
    const form = page.getByRole('form', { name: 'Plan to renew' });
    await form.getByRole('radio', { name: 'By debit or credit card' }).check();
    await expectAccessible(page);
    await screenshotForReview(page, 'plan-to-renew', { fullPage: true });
    await form.getByRole('button', { name: 'Confirm my plan to renew' }).click();
    await expect(page.getByRole('status', { name: "Thank you: we've noted that you plan to renew" })).toContainText(
      'On the Premium Plus tier, paying by Card.',
    );
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('region', { name: /^Your payment plan ends on/ })).toContainText('Thank you for telling us');
  });
});

test.describe('a suspended member', () => {
  test.use({ storageState: storageStateFor('status-suspended') });

  test('goes from the suspended page to Payments & Invoices, which says what is overdue and how to pay', async ({ page }) => {
    await page.goto('/training/courses');
    await page.getByRole('link', { name: 'Go to Payments Page' }).click();
    await expect(page).toHaveURL('/myaccount/payments');
    const overdue = page.getByRole('region', { name: '£250 is overdue' });
    await expect(overdue).toContainText('Your membership is suspended because of this.');
    await expect(overdue).toContainText('How to pay');
    // What the notice offers (one Pay £250 now, no Pay now on each row) is tests/integration/member/paymentsPage.test.tsx's.
    await expectAccessible(page);
    await screenshotForReview(page, 'payments-suspended', { fullPage: true });
  });
});
