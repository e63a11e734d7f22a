/** The person's answer to the analytics question (DESIGN.md §10): nothing is loaded before 'accepted'. */
export type AnalyticsChoice = 'accepted' | 'rejected';

/** A choice stands for a year; then the person is asked again, as the ICO expects consent to be refreshed. */
export const CONSENT_LIFETIME_MONTHS = 12;

interface StoredConsent {
  choice: AnalyticsChoice;
  decidedOn: string;
}

/** The stored form of a choice made now. */
export const storedConsent = (choice: AnalyticsChoice, now: Date): string => JSON.stringify({ choice, decidedOn: now.toISOString() } satisfies StoredConsent);

/** The choice a browser holds, or undefined when none was made, it cannot be read, or it is over a year old. */
export function readConsent(raw: string | null, now: Date): AnalyticsChoice | undefined {
  if (raw === null) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { choice, decidedOn } = stored as Partial<Record<keyof StoredConsent, unknown>>;
  if (choice !== 'accepted' && choice !== 'rejected') return undefined;
  // Plain Date arithmetic (an ISO instant this code wrote): date-fns stays out of the first load.
  const decided = typeof decidedOn === 'string' ? new Date(decidedOn) : undefined;
  if (!decided || Number.isNaN(decided.getTime()) || decided > now) return undefined;
  const expires = new Date(decided);
  expires.setMonth(expires.getMonth() + CONSENT_LIFETIME_MONTHS);
  return now > expires ? undefined : choice;
}
