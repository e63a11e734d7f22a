import { describe, expect, it } from 'vitest';
import { certificateStatus, currentCertificate, derivedExpiry } from '@/domain/training/certificate';
import { certificateStandings } from '../../mocks/api/backend-reference/certificateList';
import { byExpiry } from '../../mocks/api/backend-reference/certificateList';
import { certificateExpiry } from '../../mocks/api/backend-reference/training';
import { formatApiDate } from '@/domain/format/date';

const day = (iso: string) => new Date(`${iso}T00:00:00`);
const iso = (date: Date | null) => (date ? formatApiDate(date) : null);

describe('certificate status on each boundary (expiry 30/06/2026)', () => {
  const expiry = '2026-06-30';
  it.each([
    { today: '2025-07-01', status: 'valid', when: 'a year before' },
    { today: '2026-05-30', status: 'valid', when: 'expiry minus 31 days' },
    { today: '2026-05-31', status: 'expiringSoon', when: 'expiry minus 30 days' },
    { today: '2026-06-15', status: 'expiringSoon', when: 'within the 30 days' },
    { today: '2026-06-30', status: 'expiringSoon', when: 'the expiry date itself (still good that day)' },
    { today: '2026-07-01', status: 'expired', when: 'the day after the expiry date' },
    { today: '2027-01-01', status: 'expired', when: 'long after' },
  ])('$when ($today): $status', ({ today, status }) => {
    expect(certificateStatus(expiry, day(today))).toBe(status);
  });

  it('counts calendar days, whatever the time of day', () => {
    expect(certificateStatus(expiry, new Date('2026-06-30T23:59:00'))).toBe('expiringSoon');
    expect(certificateStatus(expiry, new Date('2026-07-01T00:01:00'))).toBe('expired');
    expect(certificateStatus(expiry, new Date('2026-05-30T23:59:00'))).toBe('valid');
  });

  it('is valid for good when the certificate never expires', () => {
    expect(certificateStatus(null, day('2099-01-01'))).toBe('valid');
  });
});

describe('expiry derived from the course refresh period', () => {
  it.each([
    { completed: '2023-03-10', months: 36, expires: '2026-03-10', note: '3 years (food hygiene practice, first aid)' },
    { completed: '2025-01-15', months: 12, expires: '2026-01-15', note: 'a year' },
    { completed: '2024-06-01', months: 24, expires: '2026-06-01', note: '2 years' },
    { completed: '2024-02-29', months: 12, expires: '2025-02-28', note: 'a leap day a year on: the last day of February' },
    { completed: '2024-02-29', months: 48, expires: '2028-02-29', note: 'a leap day four years on' },
    { completed: '2023-01-31', months: 1, expires: '2023-02-28', note: 'a month from the 31st' },
    { completed: '2023-03-10', months: null, expires: null, note: 'no refresher needed: never' },
    { completed: '2023-03-10', months: 0, expires: null, note: 'a zero period: never' },
  ])('$completed + $months months: $expires ($note)', ({ completed, months, expires }) => {
    expect(iso(derivedExpiry(completed, months))).toBe(expires);
  });

  it.each([
    { stated: '2025-12-01', refresh: 36, expires: '2025-12-01', note: 'the certificate states one: it wins' },
    { stated: null, refresh: 36, expires: '2026-03-10', note: 'none stated: derived' },
    { stated: '2030-01-01', refresh: null, expires: '2030-01-01', note: 'stated even when the course never needs a refresher' },
    { stated: null, refresh: null, expires: null, note: 'neither: never' },
  ])('$note', ({ stated, refresh, expires }) => {
    expect(iso(certificateExpiry('2023-03-10', refresh, stated))).toBe(expires);
  });
});

describe('the certificate that counts for a course', () => {
  const cert = (id: string, completedOn: string, expiresOn: string | null) => ({ id, traineeId: 't', courseId: 'c', completedOn, expiresOn });

  it.each([
    { certificates: [], counts: undefined, note: 'none' },
    { certificates: [cert('old', '2020-01-01', '2023-01-01'), cert('new', '2023-01-02', '2026-01-02')], counts: 'new', note: 'the refresher' },
    { certificates: [cert('late', '2024-01-01', '2025-01-01'), cert('long', '2023-01-01', '2026-01-01')], counts: 'long', note: 'the longest lasting' },
    { certificates: [cert('dated', '2024-01-01', '2027-01-01'), cert('never', '2010-01-01', null)], counts: 'never', note: 'one that never expires' },
    { certificates: [cert('first', '2022-01-01', '2026-01-01'), cert('second', '2023-01-01', '2026-01-01')], counts: 'second', note: 'same expiry: the later completed' },
  ])('$note', ({ certificates, counts }) => {
    expect(currentCertificate(certificates)?.id).toBe(counts);
  });

  it('marks the others as replaced, per trainee and course', () => {
    const standings = certificateStandings(
      [
        cert('old', '2020-01-01', '2023-01-01'),
        cert('new', '2023-06-02', '2026-06-02'),
        { ...cert('other-course', '2020-01-01', '2023-01-01'), courseId: 'd' },
        { ...cert('other-trainee', '2025-01-01', '2025-12-20'), traineeId: 'u' },
      ],
      day('2025-12-10'),
    );
    expect(Object.fromEntries(standings)).toEqual({
      old: 'superseded',
      new: 'valid',
      'other-course': 'expired',
      'other-trainee': 'expiringSoon',
    });
  });
});

describe('sorting by expiry', () => {
  const list = [
    { id: 'never', completedOn: '2020-01-01', expiresOn: null },
    { id: 'late', completedOn: '2024-01-01', expiresOn: '2027-01-01' },
    { id: 'soon', completedOn: '2023-01-01', expiresOn: '2026-01-01' },
    { id: 'soon-newer', completedOn: '2023-06-01', expiresOn: '2026-01-01' },
  ];
  it.each([
    { order: 'soonest' as const, ids: ['soon-newer', 'soon', 'late', 'never'] },
    { order: 'latest' as const, ids: ['never', 'late', 'soon-newer', 'soon'] },
  ])('$order first', ({ order, ids }) => {
    expect([...list].sort(byExpiry(order)).map((certificate) => certificate.id)).toEqual(ids);
  });
});
