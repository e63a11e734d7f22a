/**
 * The first Intl formatter a page makes costs 15–30 ms (the browser loads ICU's en-GB data); each one after it
 * costs a millisecond or less. Pages format dates and amounts in en-GB with formatters made as their modules
 * run (src/domain/format, src/domain/londonToday.ts), so the first came in the middle of the first page's
 * longest task. Made in a task of its own while the page's code is still on its way, it costs the page nothing.
 */
export function loadFormattingData() {
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(0);
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(0);
}
