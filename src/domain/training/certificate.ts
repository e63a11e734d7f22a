import type { ListDefinition } from '../lists/listQuery';
import { addMonths, differenceInCalendarDays, parseISO, startOfDay } from 'date-fns';
import type { StoredFile } from '../files/certificateFile';

/** A trainee's certificate for a course (GET /members/{n}/training/certificates). */
export interface Certificate {
  /** GUID. */
  id: string;
  traineeId: string;
  courseId: string;
  /** yyyy-MM-dd */
  completedOn: string;
  /** yyyy-MM-dd: the date the certificate states, or the one derived from the course's refresh period; null: never. */
  expiresOn: string | null;
  /** Whether expiresOn was stated on the certificate (true) or derived from the refresh period (false). */
  expiryStated: boolean;
  /** The uploaded certificate, when there is one. */
  file: StoredFile | null;
  /** When it was recorded (ISO 8601). */
  uploadedOn: string;
}

/** How a certificate stands on a given day. */
export type CertificateStatus = 'valid' | 'expiringSoon' | 'expired';

/** DOMAIN-NOTES §3: a certificate is "expiring soon" from 30 days before its expiry date. */
export const EXPIRING_SOON_DAYS = 30;

/** A date as a calendar day: a Date, or an ISO date string (yyyy-MM-dd is midnight local time). */
export function calendarDay(value: Date | string): Date {
  return startOfDay(typeof value === 'string' ? parseISO(value) : value);
}

/**
 * Valid until 30 days before expiry; expiring soon from then up to and including the expiry date (a
 * certificate is good on the day it expires); expired from the day after. No expiry date: always valid.
 */
export function certificateStatus(expiresOn: Date | string | null, today: Date): CertificateStatus {
  if (expiresOn === null) return 'valid';
  const daysLeft = differenceInCalendarDays(calendarDay(expiresOn), calendarDay(today));
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= EXPIRING_SOON_DAYS) return 'expiringSoon';
  return 'valid';
}

/**
 * The expiry a certificate gets from its course's refresh period: the same date that many months after
 * completion (the last day of a shorter month when that date does not exist: 29/02/2024 + 12 months is
 * 28/02/2025). Null when the course needs no refresher.
 */
export function derivedExpiry(completedOn: Date | string, refreshMonths: number | null): Date | null {
  if (refreshMonths === null || refreshMonths <= 0) return null;
  return addMonths(calendarDay(completedOn), refreshMonths);
}

/**
 * Of several certificates for the same course, the one that counts: the one lasting longest (no expiry
 * beats any date), then the latest completed.
 */
export function currentCertificate<C extends Pick<Certificate, 'completedOn' | 'expiresOn'>>(certificates: readonly C[]): C | undefined {
  const lasting = (certificate: C) => (certificate.expiresOn === null ? Number.POSITIVE_INFINITY : calendarDay(certificate.expiresOn).getTime());
  return [...certificates].sort(
    (a, b) => lasting(b) - lasting(a) || calendarDay(b.completedOn).getTime() - calendarDay(a.completedOn).getTime(),
  )[0];
}

/** On screen: 'Valid', 'Expiring soon', 'Expired'. */
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'Valid',
  expiringSoon: 'Expiring soon',
  expired: 'Expired',
};

export const CERTIFICATE_STATUSES = ['valid', 'expiringSoon', 'expired'] as const satisfies readonly CertificateStatus[];

/** How a certificate stands in a list of every certificate: its status, or replaced by a later one for the same course. */
export type CertificateStanding = CertificateStatus | 'superseded';

export const CERTIFICATE_STANDING_LABELS: Record<CertificateStanding, string> = {
  ...CERTIFICATE_STATUS_LABELS,
  superseded: 'Replaced by a newer certificate',
};


export type CertificatesSort = 'expiresOn';
export type CertificatesFilter = 'status' | 'archived';

/**
 * The Certificates page, paged by the server (getCertificateList): by expiry, soonest first (`direction=desc`
 * for the latest), filtered by status, archived trainees' certificates only with `archived=yes`.
 */
export const CERTIFICATES_LIST: ListDefinition<CertificatesSort, CertificatesFilter> = {
  sorts: ['expiresOn'],
  filters: ['status', 'archived'],
  defaultSort: 'expiresOn',
  defaultDirection: 'asc',
};
