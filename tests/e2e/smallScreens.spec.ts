import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn, storageStateFor } from './support/personas';

// WCAG 2.2 AA 1.4.10 reflow: at 320 CSS px nothing scrolls the page sideways; a table scrolls in its own box.
test.use({ storageState: storageStateFor('member-active'), viewport: { width: 320, height: 720 } });

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A list and the headings of its status and primary action columns (a visually hidden heading is still a heading). */
interface PhoneList {
  path: string;
  heading: string;
  table: string;
  status: string;
  action?: string;
}

/**
 * Where each row's status and primary action are drawn, found through the column headings a screen reader
 * hears: for each body row, the boxes of what its status cell and its action cell show (null when empty).
 */
const rowParts = (page: Page, list: PhoneList) =>
  page.getByRole('table', { name: list.table }).evaluate(
    (table: HTMLTableElement, { status, action }) => {
      // A heading's words, without what is hidden from everyone (a sortable heading's arrow).
      const words = (cell: Element) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return copy.textContent!.trim();
      };
      const headings = [...table.tHead!.rows[0]!.cells].map(words);
      const box = (cell: Element | undefined) => {
        const shown = cell?.querySelector('.badge, button, a, .btn') ?? (cell?.textContent?.trim() ? cell : null);
        if (!shown) return null;
        const { left, right } = shown.getBoundingClientRect();
        return { left, right, text: shown.textContent!.trim() };
      };
      return [...table.tBodies[0]!.rows].map((row) => ({
        status: box(row.cells[headings.indexOf(status)]),
        action: action === undefined ? null : box(row.cells[headings.indexOf(action)]),
      }));
    },
    { status: list.status, action: list.action },
  );

/** At 390 and then 320 px: no page scrolls sideways, and every row's status and action lie within the screen's width. */
async function checkListsOnPhones(page: Page, lists: readonly PhoneList[]) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const list of lists) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(page.getByRole('table', { name: list.table })).toBeVisible();
      expect(await pageScrollsSideways(page), `${list.path} at ${width} px scrolls sideways`).toBe(false);
      const rows = await rowParts(page, list);
      expect(rows.length, `${list.table}: rows`).toBeGreaterThan(0);
      for (const [index, { status, action }] of rows.entries()) {
        for (const part of [status, action]) {
          if (!part) continue;
          expect(part.left, `${list.path} at ${width} px, row ${index + 1}: "${part.text}" starts on screen`).toBeGreaterThanOrEqual(0);
          expect(part.right, `${list.path} at ${width} px, row ${index + 1}: "${part.text}" ends on screen`).toBeLessThanOrEqual(width);
        }
      }
      expect(rows.some((row) => row.status), `${list.table}: some row shows a status`).toBe(true);
      if (list.action) expect(rows.some((row) => row.action), `${list.table}: some row offers its action`).toBe(true);
      if (width === 320) await expectAccessible(page);
    }
  }
}

// Issue 37.3: on a phone each list row is a stacked card with its status and action first.
test('a member on a phone sees their claims, invoices and wallet as cards, status and action on screen, nothing scrolling sideways', async ({ page }) => {
  await checkListsOnPhones(page, [
    { path: '/rewards/calor/claims', heading: 'My Calor Claims', table: 'Your Calor claims, newest first', status: 'Status', action: 'Actions' },
    { path: '/myaccount/payments', heading: 'Payments & Invoices', table: 'Your invoices, newest first', status: 'Status', action: 'Actions' },
    { path: '/wallet', heading: 'Wallet', table: 'Your latest wallet transactions, newest first', status: 'Status' },
  ]);
});

test('a member on a phone sees their documents, trainees and units as cards, status and action on screen, nothing scrolling sideways', async ({ page }) => {
  await checkListsOnPhones(page, [
    { path: '/documents/company', heading: 'Company Documents', table: 'Your company documents, overdue for review first', status: 'Status', action: 'Next action' },
    { path: '/training/trainees', heading: 'Trainees', table: 'Trainees, by last name', status: 'Training', action: 'Actions' },
    { path: '/unit-premises', heading: 'Units & Premises', table: 'Your units, open units first', status: 'Risk assessments', action: 'Actions' },
  ]);
});

test('a member with a payment to make sees each payment\'s status and what to do about it on a phone', async ({ newContext }) => {
  const context = await newContext({ storageState: storageStateFor('member-failed-payment') });
  const page = await context.newPage();
  await checkListsOnPhones(page, [
    { path: '/myaccount/payments', heading: 'Payments & Invoices', table: 'Your payment history, newest first', status: 'Status', action: 'Actions' },
  ]);
  await context.close();
});

test('a claims reviewer on a phone sees each claim in the queue as a card, its status and its link on screen', async ({ newContext }) => {
  const context = await newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/calor/claims');
  await signInOnStandIn(page, 'calor-claims');
  await checkListsOnPhones(page, [{ path: '/calor/claims', heading: 'Calor Claims', table: 'Calor claims', status: 'Status', action: 'Claim' }]);
  await context.close();
});

test('the menu drawer opens on the group holding the page; the others open from their headings', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Claims' })).toBeHidden();
  await expectAccessible(page);

  await menu.getByRole('button', { name: 'Calor', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Calor', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'My Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

test('a focused text field or select shows the thick focus ring, not a faint glow', async ({ page }) => {
  await page.goto('/wallet');
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.focus();
  await expect(status).toHaveCSS('outline-width', '3px');
  await expect(status).toHaveCSS('outline-style', 'solid');
});

// Issue 37.8: a claim reference is read as one word, so at 320 px it never breaks at its hyphen ("CLR-" / "100006").
test('at 320 px each claim reference on My Claims stays on one line', async ({ page }) => {
  await page.goto('/rewards/calor/claims');
  const references = page.getByRole('table', { name: 'Your Calor claims, newest first' }).getByText(/^CLR-\d+$/);
  await expect(references.first()).toBeVisible();
  const lines = await references.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // One box per line the text is drawn on.
      return { text: element.textContent, lines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const { text, lines: count } of lines) expect(count, `${text} is drawn on one line`).toBe(1);
});

// Issue 37.3: the cylinder lines scroll sideways in their box at 320 px; typing a price must not scroll away
// which cylinder the price is for.
test('at 320 px a cylinder line keeps its name in view while its price is typed', async ({ page }) => {
  await page.goto('/rewards/calor/claim-form');
  const information = page.getByRole('dialog', { name: 'Before you make a claim' });
  await information.getByRole('button', { name: 'Close' }).click();
  // Gone before typing: the dialog gives focus back as it finishes closing, which would leave the price.
  await expect(information).toHaveCount(0);
  const name = '47kg Red Propane Cylinder';
  const price = page.getByRole('spinbutton', { name: `Price per cylinder, ${name}` });
  await price.fill('84');
  await expect(price).toBeFocused();
  const [box, heading] = await Promise.all([
    page.getByRole('table', { name: 'Cylinders on the receipt' }).evaluate((table) => table.parentElement!.getBoundingClientRect().toJSON()),
    page.getByRole('rowheader', { name }).boundingBox(),
  ]);
  expect(heading!.x, 'the name starts inside the scroll box').toBeGreaterThanOrEqual(box.left - 1);
  expect(heading!.x + heading!.width, 'the name ends inside the scroll box').toBeLessThanOrEqual(box.right + 1);
});
