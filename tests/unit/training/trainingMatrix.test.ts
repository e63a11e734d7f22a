import { describe, expect, it } from 'vitest';
import { trainingCell, traineeTrainingStatus, type CellStatus } from '@/domain/training/trainingMatrix';
import { trainingSummary } from '../../mocks/api/backend-reference/training';
import { traineeStandingsPage } from '../../mocks/api/backend-reference/traineeStandings';
import { ALLERGENS, certificate, COURSES, day, FIRST_AID, L1, L2, REQUIREMENTS, trainee } from './fixtures';

const TODAY = day('2026-03-01');

describe('one matrix cell', () => {
  const chef = trainee('chef');
  it.each([
    { note: 'required, certificate in date', certificates: [certificate('chef', L2, '2024-01-01', '2027-01-01')], course: L2, status: 'valid' },
    { note: 'required, expiring within 30 days', certificates: [certificate('chef', L2, '2023-03-20', '2026-03-20')], course: L2, status: 'expiringSoon' },
    { note: 'required, expired', certificates: [certificate('chef', L2, '2022-01-01', '2025-01-01')], course: L2, status: 'expired' },
    { note: 'required, never done', certificates: [], course: L2, status: 'notDone' },
    { note: 'required, only another trainee holds it', certificates: [certificate('someone-else', L2, '2024-01-01', '2027-01-01')], course: L2, status: 'notDone' },
    { note: 'required, an old one renewed', certificates: [certificate('chef', L2, '2019-01-01', '2022-01-01'), certificate('chef', L2, '2022-02-01', '2027-02-01')], course: L2, status: 'valid' },
    { note: 'not required, none held', certificates: [], course: FIRST_AID, status: 'notRequired' },
    { note: 'not required but held in date: shown', certificates: [certificate('chef', FIRST_AID, '2025-01-01', '2028-01-01')], course: FIRST_AID, status: 'valid' },
    { note: 'not required but expiring: shown', certificates: [certificate('chef', FIRST_AID, '2023-03-10', '2026-03-10')], course: FIRST_AID, status: 'expiringSoon' },
    { note: 'not required and expired: no problem', certificates: [certificate('chef', FIRST_AID, '2020-01-01', '2023-01-01')], course: FIRST_AID, status: 'notRequired' },
  ])('$note: $status', ({ certificates, course, status }) => {
    expect(trainingCell(chef, course, { courses: COURSES, certificates, requirements: REQUIREMENTS }, TODAY).status).toBe(status);
  });

  it('follows what the role requires, as set by the member', () => {
    const records = { courses: COURSES, certificates: [], requirements: [{ jobRole: 'Chef' as const, courseIds: [FIRST_AID.id] }] };
    expect(trainingCell(chef, FIRST_AID, records, TODAY)).toMatchObject({ status: 'notDone', isRequired: true });
    expect(trainingCell(chef, L2, records, TODAY)).toMatchObject({ status: 'notRequired', isRequired: false });
  });
});

describe("a trainee's overall status: the worst of what the role requires", () => {
  const cell = (status: CellStatus, isRequired = true) => ({ status, isRequired });
  it.each([
    { cells: [cell('valid'), cell('valid')], status: 'allValid' },
    { cells: [], status: 'allValid' },
    { cells: [cell('valid'), cell('expiringSoon')], status: 'expiringSoon' },
    { cells: [cell('expiringSoon'), cell('expired')], status: 'expiredOrMissing' },
    { cells: [cell('valid'), cell('notDone')], status: 'expiredOrMissing' },
    { cells: [cell('valid'), cell('expiringSoon', false)], status: 'allValid' },
    { cells: [cell('notRequired', false)], status: 'allValid' },
  ])('$status', ({ cells, status }) => {
    expect(traineeTrainingStatus(cells)).toBe(status);
  });
});

describe('the training matrix', () => {
  const trainees = [
    trainee('zoe', { firstName: 'Zoe', lastName: 'Adams', jobRole: 'FrontOfHouse' }),
    trainee('ali', { firstName: 'Ali', lastName: 'Brown', jobRole: 'Chef' }),
  ];
  const certificates = [
    certificate('zoe', L1, '2024-05-01', '2027-05-01'),
    certificate('ali', L2, '2023-03-15', '2026-03-15'),
    certificate('ali', FIRST_AID, '2025-01-01', '2028-01-01'),
  ];
  // The server's answer (backend-reference/traineeStandings.ts), every trainee on one page.
  const matrix = traineeStandingsPage(trainees, { courses: COURSES, certificates, requirements: REQUIREMENTS }, { includeArchived: false, page: 1, pageSize: 25 }, TODAY);

  it('has only the columns someone needs or holds, in catalogue order', () => {
    expect(matrix.courseIds).toEqual([L1.id, L2.id, ALLERGENS.id, FIRST_AID.id]);
  });

  it('lists trainees by last name with a cell per column', () => {
    expect(matrix.items.map((row) => [row.trainee.firstName, row.status, ...row.cells.map((cell) => cell.status)])).toEqual([
      ['Zoe', 'expiredOrMissing', 'valid', 'notRequired', 'notDone', 'notRequired'],
      ['Ali', 'expiringSoon', 'notRequired', 'expiringSoon', 'notRequired', 'valid'],
    ]);
  });

  it('sums up what needs doing for active trainees only', () => {
    const archived = trainee('gone', { jobRole: 'Chef', status: 'Archived', archivedOn: '2025-01-01' });
    const records = {
      courses: COURSES,
      certificates: [...certificates, certificate('gone', L2, '2020-01-01', '2023-01-01'), certificate('zoe', ALLERGENS, '2022-01-01', '2024-01-01')],
      requirements: REQUIREMENTS,
    };
    expect(trainingSummary([...trainees, archived], records, TODAY)).toEqual({
      activeTrainees: 2,
      certificatesExpiringSoon: 1, // Ali's Level 2
      certificatesExpired: 1, // Zoe's allergen awareness (the archived trainee's does not count)
      traineesMissingTraining: 0, // Zoe's allergen course is done, only expired
    });
  });
});
