import type { Page } from '@playwright/test';
import { expect, test, type NewContext } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn, storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';
import { renderablePdf } from '../mocks/data/sampleFiles';

const HOSTILE_PDF = renderablePdf(['Calor receipt DGS-20415'], { script: "app.alert('Your session has expired: call 0800 000 000')" });
const REASON = 'The 47kg cylinder is not on the receipt. Please claim only what the receipt shows.';

/** A fresh browser signed in on the stand-in as a member of staff who has no stored sign-in. */
async function staffPage(newContext: NewContext, baseURL: string | undefined, key: string, path: string): Promise<Page> {
  const context = await newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(path);
  await signInOnStandIn(page, key);
  return page;
}

test('a claims employee rejects a claim with a reason; the member resubmits it with a PDF carrying a script, which staff see as images, never running; a Calor administrator finds the decisions in the audit', async ({
  newContext,
  baseURL,
}) => {
  // The reviewer works through the queue: the active member's claim CLR-100005 (tests/mocks/api/seed/calor.ts).
  const reviewer = await staffPage(newContext, baseURL, 'calor-claims', '/calor/claims');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Calor Claims' })).toBeVisible();
  await expect(reviewer.getByRole('table', { name: 'Calor claims' })).toBeVisible();
  await expectAccessible(reviewer);
  await screenshotForReview(reviewer, 'staff-claims-queue', { fullPage: true });

  await reviewer.getByRole('searchbox', { name: 'Member number or name' }).fill('LM100001');
  await reviewer.getByRole('button', { name: 'Search' }).click();
  await expect(reviewer).toHaveURL(/member=LM100001/);
  await reviewer.getByRole('link', { name: 'Review claim CLR-100005' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Claim CLR-100005' })).toBeVisible();
  await expect(reviewer.getByRole('img', { name: 'Receipt for claim CLR-100005' })).toBeVisible();
  await expectAccessible(reviewer);
  await screenshotForReview(reviewer, 'staff-claim-review', { fullPage: true });

  await reviewer.getByRole('radio', { name: 'Reject' }).check();
  await reviewer.getByLabel(/Reason the member will see/).fill(REASON);
  await reviewer.getByRole('button', { name: 'Record decision' }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: 'Rejected by Chris Morgan' })).toBeVisible();
  await expectAccessible(reviewer);

  // The member, signed in as themselves, sees the reason on their claim and resubmits it.
  const memberContext = await newContext({ baseURL, storageState: storageStateFor('member-active') });
  const member = await memberContext.newPage();
  await member.goto('/rewards/calor/claims');
  const row = member.getByRole('row').filter({ hasText: 'CLR-100005' });
  await expect(row).toContainText('Rejected');
  await expect(member.getByText(REASON)).toBeVisible();
  await expectAccessible(member);
  await row.getByRole('button', { name: /Resubmit/ }).click();
  const information = member.getByRole('dialog', { name: 'Before you make a claim' });
  await information.getByRole('button', { name: 'Close' }).click();
  await expect(member.getByLabel('Receipt number', { exact: true })).toHaveValue('DGS-20415');
  await member.getByRole('spinbutton', { name: 'Quantity, 47kg Red Propane Cylinder' }).fill('0');
  // A receipt PDF that opens with a script: a browser's PDF viewer would run it in staff's browser.
  await member.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(HOSTILE_PDF) });
  for (const box of await member.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();
  await member.getByRole('button', { name: 'Submit claim' }).click();
  const success = member.getByText(/Your claim reference is/);
  await expect(success).toBeVisible();
  const resubmitted = (await success.locator('strong').textContent())!;
  await expectAccessible(member);
  await memberContext.close();

  // The reviewer opens the resubmission: its receipt's page is an image the API rendered; nothing runs.
  const dialogs: string[] = [];
  reviewer.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  await reviewer.goto(`/calor/claims?claim=${resubmitted}`);
  await expect(reviewer.getByRole('heading', { name: `Claim ${resubmitted}` })).toBeVisible();
  const page1 = reviewer.getByRole('img', { name: `Page 1 of 1 of the receipt for claim ${resubmitted}` });
  await expect(page1).toBeVisible();
  await expect.poll(() => page1.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(reviewer.getByRole('link', { name: 'Download the receipt (PDF)' })).toBeVisible();
  await expect(reviewer.locator('iframe, embed, object')).toHaveCount(0);
  await expectAccessible(reviewer);
  expect(dialogs).toEqual([]);
  await reviewer.context().close();

  // The Calor administrator finds the rejection, and the resubmission, in the audit.
  const admin = await staffPage(newContext, baseURL, 'calor-admin', '/calor/claims/audit');
  await expect(admin.getByRole('table', { name: 'Claims audit' })).toBeVisible();
  await admin.getByLabel('Reviewer').selectOption('Chris Morgan');
  await admin.getByLabel('Decision or change').selectOption('Rejected');
  await expect(admin).toHaveURL(/decision=Rejected/);
  // Until the filtered page arrives the claim's submission shows too: the rejection is the row with the reason,
  // and once the filters apply it is the claim's only row.
  const rejection = admin.getByRole('row').filter({ hasText: 'CLR-100005' }).filter({ hasText: REASON });
  await expect(rejection).toContainText('Chris Morgan');
  await expect(admin.getByRole('row').filter({ hasText: 'CLR-100005' })).toHaveCount(1);
  await expectAccessible(admin);
  await screenshotForReview(admin, 'staff-claims-audit', { fullPage: true });

  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await admin.getByRole('searchbox', { name: 'Claim reference' }).fill(resubmitted);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('row').filter({ hasText: resubmitted })).toContainText('Submitted');
  await expectAccessible(admin);
  await admin.context().close();
});

test('the claims queue at 1024 px shows every column without sideways scrolling, and a decision leads on to the next claim', async ({ newContext, baseURL }) => {
  const reviewer = await staffPage(newContext, baseURL, 'calor-claims', '/calor/claims');
  await reviewer.setViewportSize({ width: 1024, height: 768 });
  const table = reviewer.getByRole('table', { name: 'Calor claims' });
  await expect(table).toBeVisible();
  for (const column of ['Claim', 'Member', 'Submitted', 'Retailer', 'Cashback', 'Status', 'Flags']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
  }
  // Neither the page nor the table's own box scrolls sideways.
  const widths = await reviewer.evaluate(() => {
    const page = document.scrollingElement!;
    const box = document.querySelector('table')!.closest('.table-responsive')!;
    return { page: page.scrollWidth - page.clientWidth, box: box.scrollWidth - box.clientWidth };
  });
  expect(widths).toEqual({ page: 0, box: 0 });
  // A box whose table fits is no keyboard stop and no landmark (its table's collapsed bottom border, half outside
  // the table, once made every box scroll by a pixel, and so be one).
  await expect(reviewer.getByRole('region', { name: 'Calor claims' })).toHaveCount(0);
  await expectAccessible(reviewer);
  await screenshotForReview(reviewer, 'staff-claims-queue-1024', { fullPage: true });
  // Narrower, the table is wider than its box: the box becomes a keyboard stop named like the table, and
  // stops being one when the window is wide enough again.
  await reviewer.setViewportSize({ width: 900, height: 768 });
  await expect(reviewer.getByRole('region', { name: 'Calor claims' })).toHaveAttribute('tabindex', '0');
  await reviewer.setViewportSize({ width: 1024, height: 768 });
  await expect(reviewer.getByRole('region', { name: 'Calor claims' })).toHaveCount(0);

  const first = (await table.getByRole('rowheader').first().textContent())!.trim();
  await table.getByRole('link', { name: `Review claim ${first}` }).click();
  await reviewer.getByRole('radio', { name: 'Approve' }).check();
  await reviewer.getByRole('button', { name: 'Record decision' }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: 'Approved by Chris Morgan' })).toBeVisible();
  await reviewer.getByRole('link', { name: 'Next claim' }).click();
  await expect(reviewer.getByRole('heading', { name: /^Claim / })).not.toHaveText(`Claim ${first}`);
  await expect(reviewer.getByRole('group', { name: 'Decision' })).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.context().close();
});

test('a Larder administrator reviews the draft BACS file: its checks, credits and the lines left out; the creator cannot approve it', async ({ newContext, baseURL }) => {
  const page = await staffPage(newContext, baseURL, 'larder-admin', '/finance/bacs-files-management');
  await expect(page.getByRole('table', { name: 'BACS payout files' })).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'bacs-files', { fullPage: true });

  const draft = page.getByRole('row').filter({ hasText: 'Draft' });
  await draft.getByRole('link').click();
  await expect(page.getByRole('list', { name: 'Checks' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credits in the file' })).toBeVisible();
  await expect(page.getByText('You created this file: a second Larder administrator must approve it.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cashback left out of the file, with the reason' }).getByText('Failed the modulus check')).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'bacs-file-view', { fullPage: true });

  await page.getByRole('link', { name: 'Back to the payout files' }).click();
  await page.getByRole('button', { name: 'Create a payout file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a payout file' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});
