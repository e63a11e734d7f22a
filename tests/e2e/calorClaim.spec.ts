import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

test.use({ storageState: storageStateFor('member-active') });

// A real 2×2 PNG image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDqFD8jQAAAABJRU5ErkJggg==',
  'base64',
);
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date()); // DD/MM/YYYY

async function openClaimForm(page: Page) {
  await page.goto('/rewards/calor/claim-form');
  const information = page.getByRole('dialog', { name: 'Before you make a claim' });
  await expect(information).toBeVisible();
  await expectAccessible(page);
  await information.getByRole('button', { name: 'Close' }).click();
  await expect(information).toHaveCount(0);
}

const stepCard = (page: Page, name: RegExp) => page.getByRole('group', { name });

test('a member claims cashback for a receipt and finds the claim under My Claims', async ({ page }) => {
  await openClaimForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Calor Claim Form' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards/home');
  await expect(breadcrumb).toContainText('Calor');
  await expect(breadcrumb).toContainText('Claim Form');

  // (1) retailer: a search from three characters, then a pick; its VAT number fills and locks the field.
  await page.getByRole('combobox', { name: 'Retailer' }).fill('Dal');
  await page.getByRole('option', { name: /Dales Gas Supplies/ }).click();
  await expect(page.getByLabel('VAT number')).toHaveValue('318472061');
  await expect(page.getByLabel('VAT number')).toBeDisabled();
  await screenshotForReview(stepCard(page, /^Step 1 of 5/), 'claim-step-1-retailer');

  // (2) purchase date, typed as a member would.
  await page.getByLabel('Purchase date').fill(today());
  await closeCalendar(page);
  await screenshotForReview(stepCard(page, /^Step 2 of 5/), 'claim-step-2-date');

  // (3) receipt number and two cylinder lines.
  await page.getByLabel('Receipt number', { exact: true }).fill('E2E-0001');
  await page.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Price per cylinder, 13kg Red Propane Cylinder' }).fill('30');
  await page.getByRole('spinbutton', { name: 'Quantity, 47kg Red Propane Cylinder' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Price per cylinder, 47kg Red Propane Cylinder' }).fill('84');
  await page.getByRole('checkbox', { name: 'VAT included, 47kg Red Propane Cylinder' }).check();
  const details = stepCard(page, /^Step 3 of 5/);
  await expect(details).toContainText('£140'); // 2 × £30 excluding VAT + £84 / 1.05 = £60 + £80
  await screenshotForReview(details, 'claim-step-3-purchase');

  // (4) a real PNG receipt, previewed.
  await page.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(stepCard(page, /^Step 4 of 5/).getByRole('img')).toBeVisible();
  await screenshotForReview(stepCard(page, /^Step 4 of 5/), 'claim-step-4-receipt');

  // (5) both declarations, then submit.
  const declaration = stepCard(page, /^Step 5 of 5/);
  for (const box of await declaration.getByRole('checkbox').all()) await box.check();
  await screenshotForReview(declaration, 'claim-step-5-declaration');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit claim' }).click();

  const success = page.getByText(/Your claim reference is/);
  await expect(success).toBeVisible();
  const reference = (await success.locator('strong').textContent())!;
  expect(reference).toBe('CLR-100006'); // the simulator's next claim number after its seeded claims
  await expectAccessible(page);
  await screenshotForReview(page, 'claim-success', { fullPage: true });

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Claims' }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Dales Gas Supplies');
  await expect(row).toContainText('Submitted');
  await expectAccessible(page);
});

test('a member resubmits a rejected claim with the form prefilled', async ({ page }) => {
  await page.goto('/rewards/calor/claims');
  const row = page.getByRole('row').filter({ hasText: 'CLR-100004' });
  await expect(row).toContainText('Rejected');
  await expectAccessible(page);
  await screenshotForReview(page, 'my-claims', { fullPage: true });
  await row.getByRole('button', { name: /Resubmit/ }).click();

  await expect(page).toHaveURL('/rewards/calor/claim-form');
  const information = page.getByRole('dialog', { name: 'Before you make a claim' });
  await expect(information).toBeVisible(); // on every visit until "Don't show again"
  await information.getByRole('button', { name: 'Close' }).click();
  await expect(information).toHaveCount(0);
  // The rejected claim (tests/mocks/api/seed/calor.ts): receipt HBG-7781, 3 × 19kg at £41 and 2 × 13kg patio at £29.50, VAT included.
  await expect(page.getByLabel('Receipt number', { exact: true })).toHaveValue('HBG-7781');
  await expect(page.getByLabel('Purchase date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('spinbutton', { name: 'Quantity, 19kg Red Propane Cylinder' })).toHaveValue('3');
  await expect(page.getByRole('spinbutton', { name: 'Price per cylinder, 19kg Red Propane Cylinder' })).toHaveValue('41');
  await expect(page.getByRole('checkbox', { name: 'VAT included, 19kg Red Propane Cylinder' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity, 13kg Green Patio Cylinder' })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' })).toHaveValue('0');
  await expect(page.getByText('Harbour Bottled Gas')).toBeVisible();
  await expect(page.getByLabel('VAT number')).toBeEnabled(); // Harbour Bottled Gas has no VAT number

  // (4) the rejected claim's receipt is kept unless another file is chosen; its button opens the picker.
  const receipt = stepCard(page, /^Step 4 of 5/);
  await expect(receipt.getByText('Receipt from claim CLR-100004: HBG-7781.png')).toBeVisible();
  const picker = page.waitForEvent('filechooser');
  await receipt.getByRole('button', { name: 'Choose another file' }).click();
  expect((await picker).isMultiple()).toBe(false);
  await expectAccessible(page);
  await screenshotForReview(receipt, 'claim-resubmission-kept-receipt');

  // Enter in the retailer search picks nothing and never submits the claim around it.
  for (const box of await stepCard(page, /^Step 5 of 5/).getByRole('checkbox').all()) await box.check();
  await page.getByRole('combobox', { name: 'Retailer' }).fill('Pennine');
  await expect(page.getByRole('option', { name: /Pennine Propane/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Retailer' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Submit claim' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toHaveCount(0);

  // Sent without a new file: the new claim keeps the receipt, and the rejected one says what replaced it.
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page.getByText(/Your claim reference is/)).toContainText('CLR-100006');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Claims' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'CLR-100004' })).toContainText('Resubmitted as CLR-100006');
});
