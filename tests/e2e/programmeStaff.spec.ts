import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

test.use({ storageState: storageStateFor('larder-admin') });

// A real 2×2 PNG image, for the member's receipt.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDqFD8jQAAAABJRU5ErkJggg==',
  'base64',
);
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date()); // DD/MM/YYYY

test('a larderAdmin closes the Calor period, and a member’s claim into it is refused with the §8 message', async ({ page, newContext }) => {
  await page.goto('/calor/periods');
  await expect(page.getByRole('heading', { level: 1, name: 'Calor Periods' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Calor periods' });
  const open = table.getByRole('row').filter({ has: page.getByText('Open', { exact: true }) });
  await expect(open).toHaveCount(1);
  const periodName = (await open.getByRole('rowheader').textContent())!.trim();
  await expectAccessible(page);
  await screenshotForReview(page, 'staff-calor-periods', { fullPage: true });

  // The period's own page: its members, their cashback, the audit trail.
  await open.getByRole('link', { name: periodName }).click();
  await expect(page.getByRole('heading', { level: 2, name: periodName })).toBeVisible();
  await expect(page.getByRole('table', { name: `Members of ${periodName} and their cashback` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What was done to the period, newest first' })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'staff-calor-period', { fullPage: true });

  await page.getByRole('button', { name: 'Close for claims' }).click();
  const dialog = page.getByRole('dialog', { name: `Close for claims: ${periodName}` });
  await expect(dialog).toContainText('Unfortunately the period to which this claim would apply has been closed for claim submissions.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close for claims' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Closed for claims', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'What was done to the period, newest first' }).getByRole('row').nth(1)).toContainText('Closed for claims');
  await expectAccessible(page);

  // The member, in their own browser, claims for a purchase made today: inside the closed period.
  const memberContext = await newContext({ storageState: storageStateFor('member-active'), baseURL: new URL(page.url()).origin, reducedMotion: 'reduce' });
  const member = await memberContext.newPage();
  await member.goto('/rewards/calor/claim-form');
  const information = member.getByRole('dialog', { name: 'Before you make a claim' });
  await information.getByRole('button', { name: 'Close' }).click();
  await expect(information).toHaveCount(0);
  await member.getByRole('combobox', { name: 'Retailer' }).fill('Dal');
  await member.getByRole('option', { name: /Dales Gas Supplies/ }).click();
  await member.getByLabel('Purchase date').fill(today());
  await closeCalendar(member);
  await member.getByLabel('Receipt number', { exact: true }).fill('E2E-CLOSED-1');
  await member.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' }).fill('2');
  await member.getByRole('spinbutton', { name: 'Price per cylinder, 13kg Red Propane Cylinder' }).fill('30');
  await member.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  for (const box of await member.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();
  await member.getByRole('button', { name: 'Submit claim' }).click();
  await expect(member.getByText('Unfortunately the period to which this claim would apply has been closed for claim submissions.')).toBeVisible();
  // Nothing typed is lost.
  await expect(member.getByLabel('Receipt number', { exact: true })).toHaveValue('E2E-CLOSED-1');
  await expectAccessible(member);
  await screenshotForReview(member, 'staff-closed-period-claim-refused', { fullPage: true });
  await memberContext.close();
});

test('a larderAdmin checks a supplier report and works the BioPak sign-up queue', async ({ page }) => {
  await page.goto('/biopak/periods');
  const open = page.getByRole('table', { name: 'BioPak periods' }).getByRole('row').filter({ has: page.getByText('Open', { exact: true }) });
  await open.getByRole('link').click();
  const input = page.getByLabel('Import a report (CSV)');
  await expect(input).toBeVisible();
  await input.setInputFiles({
    name: 'biopak-bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Account number,Invoice number,Invoice date,Amount excluding VAT\r\nBP999999,INV-1,01/01/2020,12.00\r\nBP204417,INV-2,01/01/2020,nothing\r\n'),
  });
  await page.getByRole('button', { name: 'Check the report' }).click();
  const problems = page.getByRole('table', { name: 'Lines that cannot be imported' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await screenshotForReview(page.getByRole('region', { name: /purchase reports/ }), 'staff-report-problems');

  await page.goto('/biopak/signups');
  const queue = page.getByRole('table', { name: 'Pending BioPak sign-ups' });
  await expect(queue).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'staff-biopak-signups', { fullPage: true });
  const first = queue.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Reject / }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject / });
  await dialog.getByLabel('Reason').fill('The customer number does not match BioPak’s records.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reject sign-up' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /^Rejected/ }).click();
  await expect(page).toHaveURL(/status=Rejected/);
  await expect(page.getByRole('table', { name: 'Rejected BioPak sign-ups' })).toContainText('The customer number does not match BioPak’s records.');
  await expectAccessible(page);
});
