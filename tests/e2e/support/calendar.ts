import type { Page } from '@playwright/test';

/**
 * Escape closes a date field's calendar (and only the calendar). The date picker then hands focus back to
 * its input in a task of its own (react-datepicker's setTimeout), so a field filled straight after could
 * have its text land in the date: this lets the page run the tasks already queued before going on.
 */
export async function closeCalendar(page: Page) {
  await page.keyboard.press('Escape');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
