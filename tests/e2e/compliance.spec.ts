import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { expectAccessible } from './support/accessibility';
import { pdfPageGlyphRuns } from './support/pdfPages';
import { signInOnStandIn, storageStateFor } from './support/personas';
import { seedUnits } from '../mocks/api/seed/units';
import { screenshotForReview } from './support/reviewScreenshot';

const ukDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(date); // DD/MM/YYYY

async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toHaveCount(0);
}

/** Answers the step, saves it, and waits for the next step's heading. */
async function saveAndContinue(page: Page, nextStep: number, total: number) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${nextStep} of ${total}:`) })).toBeVisible();
}

const group = (page: Page, name: string) => page.getByRole('group', { name });

test.describe('a new member', () => {
  test.use({ storageState: storageStateFor('member-compliance-new') });

  test('creates a unit, builds, signs and prints its fire risk assessment, and sees the matrix and the dashboard card change', async ({ page }) => {
    test.slow(); // one long journey: a unit, eight steps of a document, its print view, the matrix and the dashboard
    // The dashboard card invites a member with no units to add one.
    await page.goto('/dashboard/home');
    await closeWelcome(page);
    const card = page.getByRole('region', { name: 'Compliance' });
    await expect(card).toContainText('Add your first unit');
    await expectAccessible(page);

    // Units & Premises: none yet, then Create New Unit.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Units & Premises', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No units yet' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create your first unit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Unit' })).toBeVisible();
    await page.getByLabel('Unit name').fill('Fresh Start Café');
    await page.getByLabel('Address line 1').fill('8 Mill Lane');
    await page.getByLabel('Town or city').fill('Ripon');
    await page.getByLabel('Postcode').fill('hg4 1aa');
    await page.getByLabel('Type of business').selectOption({ label: 'Restaurant, café or snack bar' });
    await group(page, 'Types of food handled').getByLabel('Eggs').check();
    await group(page, 'Types of food handled').getByLabel('Baked goods').check();
    await group(page, 'Equipment used').getByLabel('Gas range or hob').check();
    await page.getByLabel('Number of employees').fill('4');
    await group(page, 'Does the unit have a food hygiene rating?').getByLabel('Not rated yet').check();
    await group(page, 'Is this a mobile unit, such as a food van, trailer or stall?').getByLabel('No').check();
    await expectAccessible(page);
    await screenshotForReview(page, 'unit-create', { fullPage: true });
    await page.getByRole('button', { name: 'Create unit' }).click();

    // The unit's documents page, under the unit's name in the breadcrumb and the menu.
    await expect(page.getByRole('heading', { level: 1, name: 'Unit Documents' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Fresh Start Café' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Fresh Start Café: Unit Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fresh Start Café' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Start Fire Safety Risk Assessment for Fresh Start Café' }).click();

    // The builder: start, then the eight parts and "Complete and sign".
    await expect(page.getByRole('heading', { level: 1, name: 'Fire Safety Risk Assessment' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start' }).click();
    const total = 8;
    await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of 8:/ })).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('Fresh Start Kitchen');
    await page.getByLabel('Describe the premises').fill('A small café: kitchen and counter on the ground floor, seating for 20.');
    await group(page, 'Who could be at risk if there is a fire?').getByLabel('Employees').check();
    await group(page, 'Who could be at risk if there is a fire?').getByLabel('Customers and visitors').check();
    await page.getByLabel('The most people who could be on the premises at once').fill('26');
    await expectAccessible(page);
    await screenshotForReview(page, 'builder-step-1', { fullPage: true });
    await saveAndContinue(page, 2, total);

    await group(page, 'What could start a fire?').getByLabel('Cooking appliances').check();
    await group(page, 'What could burn?').getByLabel('Cooking oil and fat').check();
    await group(page, 'Are the extraction canopy, filters and ducts cleaned regularly?').getByLabel('Yes').check();
    await saveAndContinue(page, 3, total);

    await page.getByLabel('Describe the escape routes').fill('Front door to Mill Lane and the back door to the yard, kept clear.');
    await group(page, 'How would a fire be detected?').getByLabel('Mains-wired smoke and heat alarms').check();
    await group(page, 'Is there emergency lighting on the escape routes?').getByLabel('Yes').check();
    await group(page, 'Are fire exit signs and fire action notices displayed?').getByLabel('Yes').check();
    await page.getByLabel('Which extinguishers and fire blankets do you have, and where?').fill('Fire blanket and CO2 extinguisher in the kitchen.');
    await saveAndContinue(page, 4, total);

    await page.getByLabel('What does everyone do if there is a fire?').fill('Raise the alarm, leave by the nearest exit, meet in the car park.');
    await page.getByLabel('What fire safety training do staff get?').fill('Shown the exits and extinguishers on their first day.');
    await group(page, 'How often do you hold a fire drill?').getByLabel('Every 6 months').check();
    await page.getByLabel('What do you check and test, and how often?').fill('Alarms tested weekly.');
    await saveAndContinue(page, 5, total);

    await group(page, 'How likely is a fire to start?').getByLabel('Low').check();
    await group(page, 'If a fire started, how badly could people be hurt?').getByLabel('Moderate harm').check();
    await group(page, 'Overall, the fire risk is').getByLabel('Tolerable', { exact: true }).check();
    await saveAndContinue(page, 6, total);

    // A repeating row of the action plan.
    await page.getByRole('button', { name: 'Add an action' }).click();
    const action = page.getByRole('group', { name: /^Action 1/ });
    await action.getByLabel('Action (action 1)').fill('Fit a wet chemical extinguisher by the fryer');
    await action.getByRole('group', { name: 'Priority (action 1)' }).getByLabel('High').check();
    await action.getByLabel('Who will do it (action 1)').fill('Ruth Evans');
    const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await action.getByLabel('By when (action 1)').fill(ukDate(inAMonth));
    await closeCalendar(page);
    await expect(page.getByRole('group', { name: /^Action 1: Fit a wet chemical/ })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'builder-step-6-rows', { fullPage: true });
    await saveAndContinue(page, 7, total);

    await page.getByLabel('The responsible person').fill('Ruth Evans');
    await page.getByLabel('Who carried out the assessment?').fill('Ruth Evans');
    await page.getByLabel('Their organisation').fill('Fresh Start Kitchen');
    await saveAndContinue(page, 8, total);
    await expect(page.getByRole('heading', { level: 2, name: /^Step 8 of 8: Complete and sign/ })).toBeVisible();

    await page.getByLabel('Your full name').fill('Ruth Evans');
    await page.getByLabel('Role', { exact: true }).fill('Owner');
    await expect(page.getByLabel('Review by')).toHaveValue(ukDate(new Date(new Date().setFullYear(new Date().getFullYear() + 1))));
    await expectAccessible(page);
    await screenshotForReview(page, 'builder-sign', { fullPage: true });
    await page.getByRole('button', { name: 'Complete and sign' }).click();

    // The signed version, read-only.
    await expect(page.getByRole('heading', { level: 2, name: 'Fire Safety Risk Assessment: version 1' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Signed: version 1 is now in force' })).toBeVisible();
    await expect(page.getByText('Signed by Ruth Evans (Owner)')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotForReview(page, 'signed-version', { fullPage: true });

    // The print view renders as a document, and its button prints.
    await page.getByRole('link', { name: 'Print or save as PDF' }).click();
    const printView = page.getByRole('article', { name: 'Fire Safety Risk Assessment' });
    await expect(printView).toContainText('Fresh Start Kitchen');
    await expect(printView).toContainText('Fresh Start Café, 8 Mill Lane, Ripon, HG4 1AA');
    await expect(page.getByText(/Fresh Start Kitchen · Fresh Start Café · Fire Safety Risk Assessment · Version 1 · Review by/)).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await screenshotForReview(page, 'print-view-screen', { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await screenshotForReview(page, 'print-view', { fullPage: true });
    // Printed, it runs to several pages, each starting with the running header (business, unit, title,
    // version, review date) and ending with the footer. Chromium draws the bottom margin's "Page N of M"
    // first, a run per glyph: the header follows it.
    const pages = pdfPageGlyphRuns(await page.pdf({ path: 'test-results/screenshots/print-view.pdf', preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(1);
    const pastPageNumber = (runs: string[], index: number) => runs.slice(`Page ${index + 1} of ${pages.length}`.length);
    const header = pastPageNumber(pages[0]!, 0).slice(0, 60);
    const footer = pages[0]!.slice(-40);
    pages.forEach((runs, index) => {
      expect(pastPageNumber(runs, index).slice(0, 60)).toEqual(header);
      expect(runs.slice(-40)).toEqual(footer);
    });
    await page.emulateMedia({ media: 'screen' });

    // The matrix: the unit's fire risk assessment is current; the other two still to do.
    await menu.getByRole('link', { name: 'Risk Assessments' }).click();
    const row = page.getByRole('row', { name: /Fresh Start Café/ });
    await expect(row.getByRole('cell').nth(2)).toContainText('Current');
    await expect(row.getByRole('cell').nth(0)).toContainText('Not started');
    await expect(page.getByRole('region', { name: 'What needs doing first' })).toContainText('Food Safety Risk Assessment for Fresh Start Café: none yet');
    await expectAccessible(page);
    await screenshotForReview(page, 'risk-assessment-matrix', { fullPage: true });

    // The dashboard card: the unit now needs only food safety and health and safety.
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(card).toContainText('Fresh Start Café: needs food safety, health & safety');
    await expect(card).not.toContainText('fire safety');
    await expectAccessible(page);
    await screenshotForReview(card, 'dashboard-compliance-card');
  });
});

test.describe('the lived-in member', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('sees their units, company documents and unit documents, and downloads an uploaded file', async ({ page }) => {
    await page.goto('/unit-premises');
    await expect(page.getByRole('table', { name: 'Your units, open units first' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'units-list', { fullPage: true });

    await page.getByRole('link', { name: 'The Larder Café', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'The Larder Café' })).toBeVisible();
    await expect(page.getByLabel('Unit name')).toHaveValue('The Larder Café');
    await expectAccessible(page);
    await screenshotForReview(page, 'unit-details', { fullPage: true });

    await page.goto('/documents/company');
    const table = page.getByRole('table', { name: 'Your company documents, overdue for review first' });
    await expect(table.getByRole('row').nth(1)).toContainText('Overdue');
    await expectAccessible(page);
    await screenshotForReview(page, 'company-documents', { fullPage: true });
    const download = page.waitForEvent('download');
    await table.getByRole('row', { name: /COSHH/ }).getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('COSHH assessment.pdf');

    await table.getByRole('row', { name: /Health & Safety Policy/ }).getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Health & Safety Policy' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(dialog, 'company-documents-upload');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/unit-premises/0a1b2c3d-0000-4000-8000-000000000002/documents`);
    await expect(page.getByRole('heading', { level: 2, name: 'Larder Street Food Van' })).toBeVisible();
    await expectAccessible(page);
    await screenshotForReview(page, 'unit-documents', { fullPage: true });
  });
});

// Every demo member's units, whichever issues seed them, and those without a rating.
const SEEDED_UNITS = [...seedUnits().units.values()].flat();
const ALL_UNITS = SEEDED_UNITS.length;
const UNRATED_UNITS = SEEDED_UNITS.filter((unit) => !unit.hygieneRating).length;

test('staff see every unit, filter and page them, and edit the default food safety document', async ({ page }) => {
  await page.goto('/unit-premises/overview');
  await signInOnStandIn(page, 'larder-admin');
  await expect(page.getByRole('status').filter({ hasText: `Showing 1 to 25 of ${ALL_UNITS}` })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'units-overview', { fullPage: true });
  await page.getByLabel('Food hygiene rating').selectOption({ label: 'Not rated' });
  await expect(page).toHaveURL(/rating=Not\+rated/);
  await expect(page.getByRole('status').filter({ hasText: `Showing 1 to ${UNRATED_UNITS} of ${UNRATED_UNITS}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^units-overview-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Default Food Safety Documents' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Version 2' })).toBeVisible();
  await expect(page.getByLabel('Chilled food is kept at or below (°C)')).toHaveValue('5');
  await expectAccessible(page);
  await screenshotForReview(page, 'default-food-safety', { fullPage: true });
});
