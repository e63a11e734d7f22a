import { addMonths, subDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { expectAccessible } from './support/accessibility';
import { storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

test.use({ storageState: storageStateFor('member-active') });

// A small real PDF, as a member's scanned certificate would be.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** DD/MM/YYYY in the browser's time zone (Europe/London, playwright.config.ts). */
const ukDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(date);

const matrix = (page: Page) => page.getByRole('table', { name: /^Training matrix for/ });
/** The cell of a trainee's row under a course's column. */
async function matrixCell(page: Page, trainee: string, course: string) {
  await expect(matrix(page).getByRole('columnheader', { name: course })).toBeVisible();
  const headers = await matrix(page).getByRole('columnheader').allTextContents();
  const row = matrix(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(trainee) }) });
  return row.locator('th, td').nth(headers.indexOf(course));
}

test('a member adds a trainee, uploads a Level 2 certificate, and sees the matrix cell turn valid', async ({ page }) => {
  await page.goto('/training/trainees');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainees' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Trainees, by last name' })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'training-trainees', { fullPage: true });

  // Add a trainee.
  await page.getByRole('button', { name: 'Add a trainee' }).click();
  const add = page.getByRole('dialog', { name: 'Add a trainee' });
  await add.getByLabel('First name').fill('Nadia');
  await add.getByLabel('Last name').fill('Bakr');
  await add.getByLabel(/Job role/).selectOption({ label: 'Chef or cook: Prepares and cooks open food.' });
  await add.getByLabel(/^Unit/).selectOption({ label: 'The Larder Café (HG1 1AA)' });
  await add.getByLabel('Start date').fill(ukDate(subDays(new Date(), 14)));
  await closeCalendar(page); // closes the calendar, not the dialog
  await expectAccessible(page);
  await screenshotForReview(add, 'training-add-trainee');
  await add.getByRole('button', { name: 'Add trainee' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Nadia Bakr/ })).toContainText('Expired or missing');

  // The matrix: her Level 2 Food Hygiene is not done.
  await page.getByRole('link', { name: 'Training matrix' }).click();
  await expect(page).toHaveURL(/view=matrix/);
  await expect(await matrixCell(page, 'Nadia Bakr', 'Level 2 Food Hygiene')).toContainText('Not done');
  await expectAccessible(page);

  // Her record: add the Level 2 certificate from the course her role is missing.
  await matrix(page).getByRole('link', { name: 'Nadia Bakr' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nadia Bakr' })).toBeVisible();
  await expectAccessible(page);
  const required = page.getByRole('table', { name: /Courses their job role requires/ });
  await required.getByRole('button', { name: 'Add certificate' }).click();
  const upload = page.getByRole('dialog', { name: 'Add a certificate for Nadia Bakr' });
  await expect(upload.getByLabel('Course')).toHaveValue(/.+/);
  const completed = subDays(new Date(), 3);
  await upload.getByLabel('Completion date').fill(ukDate(completed));
  await closeCalendar(page);
  await upload.getByRole('group', { name: /show an expiry date/ }).getByRole('radio', { name: 'No' }).check();
  await upload.getByLabel(/Certificate file/).setInputFiles({ name: 'nadia-level-2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByText('nadia-level-2.pdf')).toBeVisible();
  await expect(upload.getByRole('status')).toContainText(`It will expire on ${ukDate(addMonths(completed, 36))}`);
  await expectAccessible(page);
  await screenshotForReview(upload, 'training-upload-certificate');
  await upload.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(upload).toHaveCount(0);
  await expect(required.getByRole('row', { name: /Level 2 Food Hygiene/ })).toContainText('Valid');
  await expect(page.getByRole('table', { name: "Nadia Bakr's certificates, newest first" })).toContainText('Level 2 Food Hygiene');
  await expectAccessible(page);
  await screenshotForReview(page, 'training-trainee', { fullPage: true });

  // Back to the matrix: the cell has turned valid.
  await page.goto('/training/trainees?view=matrix');
  const cell = await matrixCell(page, 'Nadia Bakr', 'Level 2 Food Hygiene');
  await expect(cell).toContainText('Valid');
  await expect(cell).toContainText(`until ${ukDate(addMonths(completed, 36))}`);
  await expectAccessible(page);
  await screenshotForReview(page, 'training-matrix', { fullPage: true });
  // As printed for an inspector: the page alone, landscape, without menus or buttons. The browser says it is
  // about to print (emulated media does not), and the paper-only heading is drawn.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print the matrix' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  // Headed on paper alone with who and where: the person responsible, the date printed, each unit's address.
  await expect(page.getByText('Person responsible')).toBeVisible();
  await expect(page.getByText('Printed on')).toBeVisible();
  await expect(page.getByText('The Larder Café, 12 Church Street, Harrogate, HG1 1AA')).toBeVisible();
  await screenshotForReview(page, 'training-matrix-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByText('Person responsible')).toBeHidden();
});

test('a member finds the courses and the certificates, and downloads one', async ({ page }) => {
  await page.goto('/training/courses');
  await expect(page.getByRole('region', { name: 'Level 2 Food Hygiene' })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'training-courses', { fullPage: true });
  const book = page.getByRole('link', { name: /Book this course: Allergen Awareness/ });
  await expect(book).toHaveAttribute('href', /\/idp\/external\/training\?course=allergen-awareness$/);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Certificates' }).click();
  const table = page.getByRole('table', { name: /^Certificates, soonest expiry first/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Owen Hughes');
  await expect(table.getByRole('row').nth(1)).toContainText('Expired');
  await expectAccessible(page);
  await screenshotForReview(page, 'training-certificates', { fullPage: true });
  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: /Download Owen Hughes's Level 2 Food Hygiene certificate/ }).click();
  expect((await download).suggestedFilename()).toBe('owen-hughes-level-2-food-hygiene.pdf');
});

test("a member records a gas inspection with its certificate and sees the unit's next due date", async ({ page }) => {
  await page.goto('/my-gas-engineer');
  await expect(page.getByRole('region', { name: 'If you smell gas' })).toContainText('0800 111 999');
  await expect(page.getByRole('region', { name: 'Check your engineer is Gas Safe registered' })).toBeVisible();
  const van = page.getByRole('region', { name: 'Larder Street Food Van' });
  await expect(van).toContainText('Due within 30 days');
  await expectAccessible(page);
  await screenshotForReview(page, 'gas-page', { fullPage: true });

  await van.getByRole('button', { name: 'Record an inspection' }).click();
  const record = page.getByRole('dialog', { name: 'Record a gas safety inspection: Larder Street Food Van' });
  const inspected = subDays(new Date(), 1);
  // The text fields first: the date's calendar, closed with Escape, hands focus back to its input a moment
  // later, and a field filled within that moment could lose its text to the date.
  await record.getByLabel("Engineer's name").fill('Rhiannon Lewis');
  await record.getByLabel("Engineer's business").fill('Coast Commercial Gas');
  await record.getByLabel(/Gas Safe number/).fill('612345');
  await record.getByLabel('Date of the inspection').fill(ukDate(inspected));
  await closeCalendar(page);
  await record.getByRole('radio', { name: /Pass: safe to use/ }).check();
  await record.getByLabel(/Gas safety record file/).setInputFiles({ name: 'van-cp42.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(record.getByRole('status')).toContainText(`The next inspection will be due on ${ukDate(addMonths(inspected, 12))}`);
  await expectAccessible(page);
  await screenshotForReview(record, 'gas-record-inspection');
  await record.getByRole('button', { name: 'Save record' }).click();
  await expect(record).toHaveCount(0);

  await expect(van.getByRole('definition').filter({ hasText: ukDate(addMonths(inspected, 12)) })).toBeVisible();
  await expect(van).toContainText('In date');
  await expect(van).toContainText('Rhiannon Lewis, Coast Commercial Gas');
  await expectAccessible(page);
  await screenshotForReview(page, 'gas-page-after-record', { fullPage: true });

  // The dashboard's card: the van is no longer due; the training still needs doing.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Training and gas safety' });
  await expect(card.getByRole('link', { name: '1 certificate has expired' })).toHaveAttribute('href', '/training/certificates?status=expired');
  await expect(card).toContainText('Gas safety inspections are in date at every unit.');
  await expectAccessible(page);
  await screenshotForReview(card, 'dashboard-training-and-gas-card');
});
