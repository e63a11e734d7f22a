// TEST DOUBLE, never shipped: the Certificates page's list as the server answers it (api/areas/training.yaml,
// getCertificateList): each certificate's standing as of today, filtered, ordered by expiry with the
// replaced ones last, then cut to the page. Linear in the member's certificates but for the sort, which a
// real server reads from its index on (membership number, superseded, expiry date) instead.
import { calendarDay, certificateStatus, currentCertificate, type Certificate as DomainCertificate, type CertificateStanding, type CertificateStatus } from '../../../../src/domain/training/certificate';
import type { Paged } from '../../../../src/domain/lists/listQuery';
import type { ApiSchemas } from '../handlers/options';

type Certificate = ApiSchemas['TrainingCertificate'];

/**
 * Sorts by expiry date: soonest first (certificates that never expire last), or latest first (those that
 * never expire first). Equal expiries: the latest completed first.
 */
export function byExpiry(order: 'soonest' | 'latest') {
  const expiry = (certificate: Pick<DomainCertificate, 'expiresOn'>) =>
    certificate.expiresOn === null ? Number.POSITIVE_INFINITY : calendarDay(certificate.expiresOn).getTime();
  return (a: Pick<DomainCertificate, 'expiresOn' | 'completedOn'>, b: Pick<DomainCertificate, 'expiresOn' | 'completedOn'>) => {
    const difference = order === 'soonest' ? expiry(a) - expiry(b) : expiry(b) - expiry(a);
    return (Number.isNaN(difference) ? 0 : difference) || calendarDay(b.completedOn).getTime() - calendarDay(a.completedOn).getTime();
  };
}

/**
 * Each certificate's standing, a server rule (the Certificates page and a trainee's record show it): the one
 * that counts for its trainee and course has a status; the others are superseded.
 */
export function certificateStandings<C extends Pick<Certificate, 'id' | 'traineeId' | 'courseId' | 'completedOn' | 'expiresOn'>>(
  certificates: readonly C[],
  today: Date,
): Map<string, CertificateStanding> {
  const groups = new Map<string, C[]>();
  for (const certificate of certificates) {
    const key = `${certificate.traineeId}|${certificate.courseId}`;
    const group = groups.get(key);
    if (group) group.push(certificate);
    else groups.set(key, [certificate]);
  }
  const standings = new Map<string, CertificateStanding>();
  for (const group of groups.values()) {
    const current = currentCertificate(group);
    for (const certificate of group)
      standings.set(certificate.id, certificate === current ? certificateStatus(certificate.expiresOn, today) : 'superseded');
  }
  return standings;
}

export interface CertificateListQuery {
  /** `expiresOn` when left out. */
  sort?: 'expiresOn' | 'completedOn';
  status?: CertificateStatus;
  /** Only this trainee's certificates. */
  traineeId?: string;
  includeArchived: boolean;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function certificateListPage(
  certificates: readonly Certificate[],
  archivedTraineeIds: ReadonlySet<string>,
  query: CertificateListQuery,
  today: Date,
): Paged<{ certificate: Certificate; standing: CertificateStanding }> {
  const standings = certificateStandings(certificates, today);
  const order = byExpiry(query.direction === 'asc' ? 'soonest' : 'latest');
  const factor = query.direction === 'asc' ? 1 : -1;
  const listed = certificates
    .filter((certificate) => !query.traineeId || certificate.traineeId === query.traineeId)
    .map((certificate) => ({ certificate, standing: standings.get(certificate.id)! }))
    .filter(({ certificate, standing }) => (query.includeArchived || !archivedTraineeIds.has(certificate.traineeId)) && (!query.status || standing === query.status))
    .sort(
      query.sort === 'completedOn'
        ? (a, b) => factor * a.certificate.completedOn.localeCompare(b.certificate.completedOn)
        : // Replaced certificates need nothing doing: after the ones that count, whichever the order.
          (a, b) => Number(a.standing === 'superseded') - Number(b.standing === 'superseded') || order(a.certificate, b.certificate),
    );
  const start = (query.page - 1) * query.pageSize;
  return { items: listed.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: listed.length };
}
