import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { CERTIFICATE_MESSAGES, createCertificateSchema, emptyCertificateForm, toCertificateUpload, type CertificateFormValues } from '@/domain/training/certificateSchema';
import { createRoleRequirementSchema, roleRequirementFormValues, toRequiredCourseIds } from '@/domain/training/roleRequirementForm';
import { createTraineeSchema, emptyTraineeForm, TRAINEE_MESSAGES, toTraineeRequest, traineeFormValues, type TraineeFormValues } from '@/domain/training/traineeSchema';
import { readTraineeFilters, traineeFilterParams } from '@/domain/training/trainingFilters';
import { day, trainee } from './fixtures';
import { docxBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, sampleFile } from '../../mocks/data/sampleFiles';

const TODAY = new Date('2026-03-01T15:30:00');

function errorsOf<T>(validate: () => T): string[] {
  try {
    validate();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

/** For schemas that read a file's bytes, and so validate asynchronously. */
async function asyncErrorsOf<T>(validate: () => Promise<T>): Promise<string[]> {
  try {
    await validate();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('the trainee form', () => {
  const schema = createTraineeSchema({ unitIds: ['unit-1', 'unit-2'], today: TODAY });
  const valid: TraineeFormValues = { firstName: ' Amy ', lastName: 'Jones', jobRole: 'Chef', unitId: 'unit-1', startDate: day('2026-03-01') };
  const errors = (values: Partial<TraineeFormValues>) => errorsOf(() => schema.validateSync({ ...valid, ...values }, { abortEarly: false }));

  it.each([
    { change: {}, messages: [] },
    { change: { firstName: '  ' }, messages: [TRAINEE_MESSAGES.firstName] },
    { change: { lastName: '' }, messages: [TRAINEE_MESSAGES.lastName] },
    { change: { lastName: 'x'.repeat(51) }, messages: [TRAINEE_MESSAGES.tooLong] },
    { change: { jobRole: '' as const }, messages: [TRAINEE_MESSAGES.jobRole] },
    { change: { unitId: '' }, messages: [TRAINEE_MESSAGES.unitId] },
    { change: { unitId: 'someone-elses-unit' }, messages: [TRAINEE_MESSAGES.unitId] },
    { change: { startDate: null }, messages: [TRAINEE_MESSAGES.startDate] },
    { change: { startDate: new Date('invalid') }, messages: [TRAINEE_MESSAGES.startDate] },
    { change: { startDate: day('2026-03-02') }, messages: [TRAINEE_MESSAGES.startDateInFuture] },
    { change: { startDate: day('2001-09-01') }, messages: [] },
  ])('$change → $messages', ({ change, messages }) => {
    expect(errors(change)).toEqual(messages);
  });

  it('sends trimmed names and the date as yyyy-MM-dd', () => {
    expect(toTraineeRequest(valid)).toEqual({ firstName: 'Amy', lastName: 'Jones', jobRole: 'Chef', unitId: 'unit-1', startDate: '2026-03-01' });
  });

  it('starts empty, or from the trainee being edited', () => {
    expect(emptyTraineeForm('unit-2')).toEqual({ firstName: '', lastName: '', jobRole: '', unitId: 'unit-2', startDate: null });
    expect(traineeFormValues(trainee('t', { startDate: '2024-05-06' }))).toMatchObject({ firstName: 't', startDate: day('2024-05-06') });
  });
});

describe('the certificate upload form', () => {
  const schema = createCertificateSchema({ traineeIds: ['t1'], courseIds: ['c1'], today: TODAY });
  const pdf = sampleFile(pdfBytes(), 'level-2.pdf', 'application/pdf');
  const valid: CertificateFormValues = { traineeId: 't1', courseId: 'c1', completedOn: day('2026-02-01'), statesExpiry: 'no', expiresOn: null, file: pdf };
  const errors = (values: Partial<CertificateFormValues>) => asyncErrorsOf(() => schema.validate({ ...valid, ...values }, { abortEarly: false }));
  const sized = (size: number) => sampleFile(pdfBytes(size), 'big.pdf', 'application/pdf');

  it.each([
    { note: 'all fine', change: {}, messages: [] },
    { note: 'no trainee', change: { traineeId: '' }, messages: [CERTIFICATE_MESSAGES.traineeId] },
    { note: 'no course', change: { courseId: 'other' }, messages: [CERTIFICATE_MESSAGES.courseId] },
    { note: 'no completion date', change: { completedOn: null }, messages: [CERTIFICATE_MESSAGES.completedOn] },
    { note: 'completed today', change: { completedOn: day('2026-03-01') }, messages: [] },
    { note: 'completed tomorrow', change: { completedOn: day('2026-03-02') }, messages: [CERTIFICATE_MESSAGES.completedInFuture] },
    { note: 'expiry question unanswered', change: { statesExpiry: '' as const }, messages: [CERTIFICATE_MESSAGES.statesExpiry] },
    { note: 'stated expiry missing', change: { statesExpiry: 'yes' as const }, messages: [CERTIFICATE_MESSAGES.expiresOn] },
    { note: 'stated expiry before completion', change: { statesExpiry: 'yes' as const, expiresOn: day('2026-01-31') }, messages: [CERTIFICATE_MESSAGES.expiresBeforeCompletion] },
    { note: 'stated expiry after completion', change: { statesExpiry: 'yes' as const, expiresOn: day('2029-02-01') }, messages: [] },
    { note: 'a stale expiry ignored when none is stated', change: { statesExpiry: 'no' as const, expiresOn: day('2020-01-01') }, messages: [] },
    { note: 'no file', change: { file: null }, messages: [CERTIFICATE_MESSAGES.required] },
    { note: 'a Word file', change: { file: sampleFile(docxBytes(), 'cert.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') }, messages: [CERTIFICATE_MESSAGES.type] },
    { note: 'an HTML file named .pdf', change: { file: sampleFile(htmlBytes(), 'cert.pdf', 'application/pdf') }, messages: [CERTIFICATE_MESSAGES.type] },
    { note: 'a JPEG photo', change: { file: sampleFile(jpegBytes(), 'photo.jpg', 'image/jpeg') }, messages: [] },
    { note: 'a PNG scan without a type', change: { file: sampleFile(pngBytes(), 'scan.PNG') }, messages: [] },
    { note: 'exactly 10 MB', change: { file: sized(10 * 1024 * 1024) }, messages: [] },
    { note: 'over 10 MB', change: { file: sized(10 * 1024 * 1024 + 1) }, messages: ['The certificate must be no larger than 10 MB'] },
    { note: 'an empty file', change: { file: sampleFile(new Uint8Array(0), 'level-2.pdf', 'application/pdf') }, messages: ['The certificate file is empty: choose it again'] },
  ])('$note', async ({ change, messages }) => {
    expect(await errors(change)).toEqual(messages);
  });

  it('sends a stated expiry only when the certificate states one', () => {
    expect(toCertificateUpload(valid)).toEqual({ traineeId: 't1', courseId: 'c1', completedOn: '2026-02-01', file: pdf });
    expect(toCertificateUpload({ ...valid, statesExpiry: 'yes', expiresOn: day('2028-02-01') })).toMatchObject({ expiresOn: '2028-02-01' });
    expect(toCertificateUpload({ ...valid, statesExpiry: 'no', expiresOn: day('2028-02-01') })).not.toHaveProperty('expiresOn');
  });

  it('can start with the trainee or course chosen', () => {
    expect(emptyCertificateForm({ traineeId: 't1' })).toMatchObject({ traineeId: 't1', courseId: '', file: null });
  });
});

describe('what a role requires, as a form', () => {
  const courses = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('ticks the required courses and sends them back in catalogue order', () => {
    const values = roleRequirementFormValues(courses, ['c', 'a']);
    expect(values).toEqual({ courses: { a: true, b: false, c: true } });
    expect(toRequiredCourseIds(courses, { courses: { a: false, b: true, c: true } })).toEqual(['b', 'c']);
    expect(createRoleRequirementSchema(courses).isValidSync({ courses: { a: false, b: false, c: false } })).toBe(true);
  });
});

describe('filters kept in the address', () => {
  it.each([
    { query: '', filters: { view: 'list', unitId: undefined, status: undefined, showArchived: false } },
    { query: 'view=matrix&unit=u1&status=expiringSoon', filters: { view: 'matrix', unitId: 'u1', status: 'expiringSoon', showArchived: false } },
    { query: 'view=grid&status=bogus&archived=yes', filters: { view: 'list', unitId: undefined, status: undefined, showArchived: true } },
  ])('trainees: "$query"', ({ query, filters }) => {
    expect(readTraineeFilters(new URLSearchParams(query))).toEqual(filters);
  });

  it('writes back only what differs from the defaults', () => {
    expect(traineeFilterParams({ view: 'list', showArchived: false })).toEqual({});
    expect(traineeFilterParams({ view: 'matrix', unitId: 'u1', status: 'allValid', showArchived: true })).toEqual({
      view: 'matrix',
      unit: 'u1',
      status: 'allValid',
      archived: 'yes',
    });
  });
});
