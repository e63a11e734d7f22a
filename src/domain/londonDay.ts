/** The calendar day (yyyy-MM-dd) it is in the UK at a moment: "today" for working days and processing days (DESIGN.md §5). */
export function londonDay(at: Date): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
