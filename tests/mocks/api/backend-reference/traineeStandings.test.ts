import { describe, expect, it } from 'vitest';
import type { Course } from '../../../../src/domain/training/course';
import { traineeStandingsPage, type TraineeStandingsQuery } from './traineeStandings';

const TODAY = new Date(2026, 11, 6);
const course = (id: string): Course => ({
  id,
  code: id,
  name: id,
  level: null,
  provider: 'Larder Training',
  duration: { amount: 1, unit: 'days' },
  memberPrice: 25,
  refreshMonths: 36,
  refreshNote: '',
  description: '',
});
const COURSES = ['hygiene', 'allergens', 'first-aid', 'fire'].map(course);
const trainee = (id: string, lastName: string, jobRole: 'Chef' | 'FrontOfHouse' | 'Other', unitId = 'harbour', status: 'Active' | 'Archived' = 'Active') => ({
  id,
  firstName: id,
  lastName,
  jobRole,
  unitId,
  startDate: '2024-01-01',
  status,
  archivedOn: status === 'Archived' ? '2026-06-30' : null,
});
const certificate = (id: string, traineeId: string, courseId: string, completedOn: string, expiresOn: string | null) => ({
  id,
  traineeId,
  courseId,
  completedOn,
  expiresOn,
  expiryStated: false,
  file: null,
  uploadedOn: `${completedOn}T09:00:00Z`,
});

const TRAINEES = [
  trainee('ana', 'Evans', 'Chef'),
  trainee('ben', 'Carter', 'Chef'),
  trainee('cat', 'Davies', 'FrontOfHouse', 'kiosk'),
  trainee('dev', 'Adams', 'Other'),
  trainee('fay', 'Brown', 'Chef', 'harbour', 'Archived'),
];
const CERTIFICATES = [
  // Ana renewed her hygiene course: the newer certificate counts, the expired one is replaced.
  certificate('ana-old', 'ana', 'hygiene', '2022-01-10', '2025-01-10'),
  certificate('ana-new', 'ana', 'hygiene', '2025-01-10', '2028-01-10'),
  // Extra training nobody requires: shown while in date, not once expired.
  certificate('ana-first-aid', 'ana', 'first-aid', '2025-02-01', '2028-02-01'),
  certificate('ben-hygiene', 'ben', 'hygiene', '2023-12-20', '2026-12-20'),
  certificate('ben-fire', 'ben', 'fire', '2022-06-01', '2025-06-01'),
  certificate('cat-hygiene', 'cat', 'hygiene', '2025-03-01', '2028-03-01'),
  certificate('cat-allergens', 'cat', 'allergens', '2023-01-01', '2026-01-01'),
];
const REQUIREMENTS = [
  { jobRole: 'Chef' as const, courseIds: ['hygiene'] },
  { jobRole: 'FrontOfHouse' as const, courseIds: ['hygiene', 'allergens'] },
  { jobRole: 'Other' as const, courseIds: [] },
];
const standings = (query: Partial<TraineeStandingsQuery> = {}) =>
  traineeStandingsPage(TRAINEES, { courses: COURSES, certificates: CERTIFICATES, requirements: REQUIREMENTS }, { includeArchived: false, page: 1, pageSize: 25, ...query }, TODAY);
const rows = (query: Partial<TraineeStandingsQuery> = {}) =>
  standings(query).items.map(({ trainee: { id }, status, cells }) => [id, status, ...cells.map((cell) => (cell.required ? cell.status : `${cell.status} (extra)`))]);

describe('the trainees with their standing', () => {
  it('gives each active trainee, by last name, a cell per course anyone needs or holds in date, and the worst of what their role needs', () => {
    const answer = standings();
    // Nobody needs fire training and Ben's certificate for it has expired: no column.
    expect(answer.courseIds).toEqual(['hygiene', 'allergens', 'first-aid']);
    expect(rows()).toEqual([
      ['dev', 'allValid', 'notRequired (extra)', 'notRequired (extra)', 'notRequired (extra)'],
      ['ben', 'expiringSoon', 'expiringSoon', 'notRequired (extra)', 'notRequired (extra)'],
      ['cat', 'expiredOrMissing', 'valid', 'expired', 'notRequired (extra)'],
      ['ana', 'allValid', 'valid', 'notRequired (extra)', 'valid (extra)'],
    ]);
  });

  it('shows the expiry of the certificate that counts, and none where no certificate shows', () => {
    const [dev, ben, , ana] = standings().items;
    expect(ana!.cells.map((cell) => cell.expiresOn)).toEqual(['2028-01-10', null, '2028-02-01']);
    expect(ben!.cells[0]).toEqual({ courseId: 'hygiene', status: 'expiringSoon', required: true, expiresOn: '2026-12-20' });
    expect(dev!.cells.every((cell) => cell.expiresOn === null)).toBe(true);
  });

  it.each([
    ['allValid', ['dev', 'ana']],
    ['expiringSoon', ['ben']],
    ['expiredOrMissing', ['cat']],
  ] as const)('keeps the active trainees whose training is %s', (status, ids) => {
    expect(standings({ status }).items.map(({ trainee }) => trainee.id)).toEqual(ids);
  });

  it('narrows to one unit, the columns with it', () => {
    const kiosk = standings({ unitId: 'kiosk' });
    expect(kiosk.items.map(({ trainee }) => trainee.id)).toEqual(['cat']);
    expect(kiosk.courseIds).toEqual(['hygiene', 'allergens']);
    expect(standings({ unitId: 'not-a-unit' }).total).toBe(0);
  });

  it('adds archived trainees, without a status, only when asked and no status is asked for', () => {
    expect(standings({ includeArchived: true }).items.map(({ trainee, status }) => [trainee.id, status])).toEqual([
      ['dev', 'allValid'],
      ['fay', null],
      ['ben', 'expiringSoon'],
      ['cat', 'expiredOrMissing'],
      ['ana', 'allValid'],
    ]);
    expect(standings({ includeArchived: true, status: 'expiredOrMissing' }).items.map(({ trainee }) => trainee.id)).toEqual(['cat']);
  });

  it('cuts the page after counting, keeping the columns of every page and the member’s counts whatever the filters', () => {
    const second = standings({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 4, activeTrainees: 4, archivedTrainees: 1 });
    expect(second.items.map(({ trainee }) => trainee.id)).toEqual(['cat', 'ana']);
    expect(standings({ pageSize: 1 }).courseIds).toEqual(['hygiene', 'allergens', 'first-aid']);
    expect(standings({ status: 'expiringSoon' })).toMatchObject({ total: 1, activeTrainees: 4, archivedTrainees: 1 });
  });
});
