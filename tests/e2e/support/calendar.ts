import { expect, type Page } from '@playwright/test';

/**
 * A date field's calendar closes by itself once a whole DD/MM/YYYY date is typed (issue 37: left open, it
 * covered the next field, and a click there picked a day). Called after filling a date, before the next
 * field: waits for the calendar to be gone, so the journeys check that on every form they fill. Escape is
 * not pressed: with the calendar closed, Escape belongs to the dialog around the field and would close it.
 */
export async function closeCalendar(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Choose Date' })).toHaveCount(0);
}
