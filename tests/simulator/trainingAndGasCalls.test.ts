// Tests of the API simulator (a test double): the training and gas safety calls, refusing as a real server would.
import { addDays, addMonths, format, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { GasSafetyRecord, UnitGasSafety } from '@/domain/gas/gasSafety';
import type { Certificate } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import type { Trainee } from '@/domain/training/trainee';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { traineeId } from '../mocks/api/seed/training';
import { unitId } from '../mocks/api/seed/units';
import { multipartBody, type Part } from './support/multipartBody';
import { docxBytes, htmlBytes, pdfBytes } from '../mocks/data/sampleFiles';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const numberOf = (key: string) => demoAccount(key).membershipNumber!;
const TRAINING = numberOf('member-training');
const ACTIVE = numberOf('member-active');
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const today = () => new Date();

interface CallOptions {
  as?: string | null;
  method?: string;
  body?: unknown;
  /** A request the contract does not allow, sent on purpose to see the refusal. */
  outsideContract?: boolean;
  /** A new key for every POST unless given; null sends none. */
  idempotencyKey?: string | null;
}

async function call(path: string, { as = 'member-training', method = 'GET', body, outsideContract, idempotencyKey }: CallOptions = {}) {
  return callApi(path, { method, body, outsideContract, idempotencyKey, token: as ? await tokenForDemoAccount(as) : undefined });
}

interface SendOptions {
  as?: string;
  outsideContract?: boolean;
  /** A new key unless given: each call is a new submission attempt. */
  idempotencyKey?: string;
  /** The multipart boundary; each sending of a real form draws its own. */
  boundary?: string;
}

/** A multipart POST whose every byte is known (multipartBody), as a submission attempt. */
async function send(path: string, parts: Part[], { as = 'member-training', outsideContract, idempotencyKey = crypto.randomUUID(), boundary }: SendOptions = {}) {
  const built = multipartBody(parts);
  const body = boundary ? new TextEncoder().encode(new TextDecoder().decode(built.body).replaceAll('larder-test-boundary', boundary)) : built.body;
  const contentType = boundary ? built.contentType.replace('larder-test-boundary', boundary) : built.contentType;
  const headers = new Headers({ 'Content-Type': contentType, Authorization: `Bearer ${await tokenForDemoAccount(as)}`, 'Idempotency-Key': idempotencyKey });
  if (outsideContract) headers.set(DELIBERATE_FAULT_HEADER, 'request');
  const response = await fetch(`${API_URL}${path}`, { method: 'POST', headers, body });
  if (response.ok) return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), body: await response.json() };
  // A refusal: its code and sentence, as a client reads them.
  const refusal = await refusalOf(response);
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), code: refusal.code, body: refusal.detail };
}

const pdf = (size = 2048) => ({ filename: 'certificate.pdf', type: 'application/pdf', size, head: pdfBytes() });

describe('courses and role requirements', () => {
  it('lists the catalogue to anyone signed in, and refuses nobody signed in', async () => {
    const response = await call('/training/courses', { as: 'member-new' });
    const courses = (await response.json()) as Course[];
    expect(courses.map((course) => course.name).slice(0, 4)).toEqual(['Level 1 Food Hygiene', 'Level 2 Food Hygiene', 'Level 3 Food Hygiene', 'Allergen Awareness']);
    expect((await call('/training/courses', { as: null })).status).toBe(401);
  });

  it("answers the issue's defaults for every job role, and keeps a member's change", async () => {
    const requirements = (await (await call(`/members/${TRAINING}/training/role-requirements`)).json()) as RoleRequirement[];
    const courses = simulator.store().training.courses;
    const names = (ids: string[]) => ids.map((id) => courses.find((course) => course.id === id)!.name);
    expect(Object.fromEntries(requirements.map((requirement) => [requirement.jobRole, names(requirement.courseIds)]))).toEqual({
      Chef: ['Level 2 Food Hygiene'],
      KitchenAssistant: ['Level 2 Food Hygiene'],
      KitchenPorter: ['Level 1 Food Hygiene'],
      FrontOfHouse: ['Level 1 Food Hygiene', 'Allergen Awareness'],
      Supervisor: ['Level 3 Food Hygiene'],
      Other: [],
    });

    const firstAid = courses.find((course) => course.code === 'first-aid-at-work')!.id;
    const level3 = courses.find((course) => course.code === 'food-hygiene-level-3')!.id;
    const response = await call(`/members/${TRAINING}/training/role-requirements/Supervisor`, { method: 'PUT', body: { courseIds: [firstAid, level3] } });
    expect(await response.json()).toEqual({ jobRole: 'Supervisor', courseIds: [level3, firstAid] });
    expect(simulator.store().training.requirements.get(TRAINING)!.find((r) => r.jobRole === 'Supervisor')!.courseIds).toEqual([level3, firstAid]);
  });

  it('refuses a course id that is not in the catalogue (400)', async () => {
    const response = await call(`/members/${TRAINING}/training/role-requirements/Chef`, { method: 'PUT', body: { courseIds: ['c0de0000-0000-4000-8000-999999999999'] } });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'unknown-course', fields: ['courseIds[0]'] });
  });

  // Outside the contract (the job role is an enum, course ids are GUIDs, courseIds is required): a server still refuses them.
  it.each([
    { path: 'Sommelier', body: { courseIds: [] }, status: 404, code: 'not-found' },
    { path: 'Chef', body: { courseIds: ['not-a-course'] }, status: 400, code: 'invalid-request' },
    { path: 'Chef', body: { courses: [] }, status: 400, code: 'invalid-request' },
  ])('refuses $path $body ($status $code)', async ({ path, body, status, code }) => {
    expect(await refusalOf(await call(`/members/${TRAINING}/training/role-requirements/${path}`, { method: 'PUT', body, outsideContract: true }))).toMatchObject({ status, code });
  });
});

describe('trainees', () => {
  const newTrainee = (fields: Record<string, unknown> = {}) => ({
    firstName: 'Gwen',
    lastName: 'Hall',
    jobRole: 'Chef',
    unitId: unitId(5001),
    startDate: iso(today()),
    ...fields,
  });

  it('lists active and archived trainees by last name', async () => {
    const trainees = (await (await call(`/members/${TRAINING}/trainees`)).json()) as Trainee[];
    expect(trainees.map((trainee) => `${trainee.firstName} ${trainee.lastName} ${trainee.status}`)).toEqual([
      'Ben Carter Active',
      'Chloe Davies Active',
      'Dan Evans Active',
      'Ella Foster Active',
      'Fred Green Archived',
      'Aisha Khan Active',
    ]);
  });

  it('adds a trainee, who can then be read, changed and archived', async () => {
    const created = await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee({ firstName: '  Gwen ' }) });
    expect(created.status).toBe(201);
    const trainee = (await created.json()) as Trainee;
    expect(trainee).toMatchObject({ firstName: 'Gwen', status: 'Active', archivedOn: null });

    expect(await (await call(`/members/${TRAINING}/trainees/${trainee.id}`)).json()).toEqual(trainee);
    const changed = await call(`/members/${TRAINING}/trainees/${trainee.id}`, { method: 'PUT', body: newTrainee({ jobRole: 'Supervisor' }) });
    expect(((await changed.json()) as Trainee).jobRole).toBe('Supervisor');

    const archived = (await (await call(`/members/${TRAINING}/trainees/${trainee.id}/archive`, { method: 'POST' })).json()) as Trainee;
    expect(archived).toMatchObject({ status: 'Archived', archivedOn: iso(today()) });
    expect(await refusalOf(await call(`/members/${TRAINING}/trainees/${trainee.id}/archive`, { method: 'POST' }))).toMatchObject({ status: 409, code: 'trainee-archived' });
    expect(await refusalOf(await call(`/members/${TRAINING}/trainees/${trainee.id}`, { method: 'PUT', body: newTrainee() }))).toMatchObject({ status: 409, code: 'trainee-archived' });
  });

  it.each([
    { note: 'a start date in the future', body: newTrainee({ startDate: iso(addDays(today(), 1)) }), status: 400, code: 'date-in-future', field: 'startDate' },
    { note: 'a date not as yyyy-MM-dd', body: newTrainee({ startDate: '01/02/2024' }), status: 400, code: 'invalid-request', field: 'startDate', outsideContract: true },
    { note: 'no last name', body: newTrainee({ lastName: ' ' }), status: 400, code: 'invalid-request', field: 'lastName' },
    { note: 'an unknown job role', body: newTrainee({ jobRole: 'Sommelier' }), status: 400, code: 'invalid-request', field: 'jobRole', outsideContract: true },
    { note: "another member's unit", body: newTrainee({ unitId: unitId(1) }), status: 404, code: 'not-found', field: 'unitId' },
    { note: 'a closed unit', body: newTrainee({ unitId: unitId(5004) }), status: 409, code: 'unit-closed', field: 'unitId' },
  ])('refuses $note ($status $code, naming $field)', async ({ body, status, code, field, outsideContract }) => {
    expect(await refusalOf(await call(`/members/${TRAINING}/trainees`, { method: 'POST', body, outsideContract }))).toMatchObject({ status, code, fields: [field] });
  });

  it('answers an attempt to add a trainee sent again with the trainee it added, adding no second one', async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee(), idempotencyKey });
    const again = await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee(), idempotencyKey });
    expect([first.status, first.headers.get('Idempotent-Replayed')]).toEqual([201, 'false']);
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    expect(await again.json()).toEqual(await first.json());
    const halls = () => simulator.store().training.trainees.get(TRAINING)!.filter((trainee) => trainee.lastName === 'Hall');
    expect(halls()).toHaveLength(1);
    // A new attempt adds another: two staff may share a name.
    expect((await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee() })).status).toBe(201);
    expect(halls()).toHaveLength(2);
  });

  it("refuses an attempt's key sent with another body (400 idempotency-key-reused), and a submission without a key (400)", async () => {
    const idempotencyKey = crypto.randomUUID();
    expect((await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee(), idempotencyKey })).status).toBe(201);
    expect(await refusalOf(await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee({ firstName: 'Gareth' }), idempotencyKey }))).toMatchObject({
      status: 400,
      code: 'idempotency-key-reused',
    });
    // The key is required by the contract: left out on purpose.
    expect((await call(`/members/${TRAINING}/trainees`, { method: 'POST', body: newTrainee(), idempotencyKey: null, outsideContract: true })).status).toBe(400);
  });

  it('answers an archive sent again by the same attempt with the archived trainee, not "archived already"', async () => {
    const path = `/members/${TRAINING}/trainees/${traineeId(504)}/archive`;
    const idempotencyKey = crypto.randomUUID();
    const first = await call(path, { method: 'POST', idempotencyKey });
    const again = await call(path, { method: 'POST', idempotencyKey });
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(await refusalOf(await call(path, { method: 'POST' }))).toMatchObject({ status: 409, code: 'trainee-archived' });
  });

  it("answers 404 for another member's trainee and for an id that is not one", async () => {
    expect((await call(`/members/${TRAINING}/trainees/${traineeId(101)}`)).status).toBe(404);
    expect((await call(`/members/${TRAINING}/trainees/not-a-guid`, { outsideContract: true })).status).toBe(404);
  });

  it.each([
    { who: 'a member without the training permission', as: 'member-no-training', member: numberOf('member-no-training'), status: 403 },
    { who: "another member's trainees", as: 'member-active', member: TRAINING, status: 403 },
    { who: 'nobody signed in', as: null, member: TRAINING, status: 401 },
  ])('refuses $who ($status)', async ({ as, member, status }) => {
    expect((await call(`/members/${member}/trainees`, { as })).status).toBe(status);
    expect((await call(`/members/${member}/training/trainee-standings`, { as })).status).toBe(status);
  });
});

describe('certificates', () => {
  const course = (code: string) => simulator.store().training.courses.find((candidate) => candidate.code === code)!;
  const upload = (fields: Partial<Record<string, string>>, file: Part | null = { name: 'file', file: pdf() }, options: SendOptions = {}) =>
    send(
      `/members/${numberOf(options.as ?? 'member-training')}/training/certificates`,
      [...Object.entries({ traineeId: traineeId(504), courseId: course('food-hygiene-level-2').id, completedOn: iso(subDays(today(), 3)), ...fields }).map(([name, value]) => ({ name, value: value ?? '' })), ...(file ? [file] : [])],
      options,
    );

  it('keeps a certificate with the expiry derived from the course refresh period, and its file', async () => {
    const completed = subDays(today(), 3);
    const { status, body } = await upload({ completedOn: iso(completed) });
    expect(status).toBe(201);
    const certificate = body as Certificate;
    expect(certificate).toMatchObject({
      traineeId: traineeId(504),
      completedOn: iso(completed),
      expiresOn: iso(addMonths(completed, 36)),
      expiryStated: false,
      file: { name: 'certificate.pdf', contentType: 'application/pdf', size: 2048 },
    });
    const download = await call(`/members/${TRAINING}/training/certificates/${certificate.id}/file`);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect((await download.arrayBuffer()).byteLength).toBe(2048);
  });

  it('keeps the expiry the certificate states', async () => {
    const { body } = await upload({ expiresOn: iso(addMonths(today(), 6)) });
    expect(body).toMatchObject({ expiresOn: iso(addMonths(today(), 6)), expiryStated: true });
  });

  it.each([
    { note: 'completed tomorrow', fields: { completedOn: iso(addDays(today(), 1)) }, status: 400, code: 'date-in-future' },
    { note: 'an expiry before completion', fields: { expiresOn: iso(subDays(today(), 10)) }, status: 400, code: 'expiry-before-completion' },
    { note: 'an unknown course', fields: { courseId: 'c0de0000-0000-4000-8000-999999999999' }, status: 400, code: 'unknown-course' },
    { note: "another member's trainee", fields: { traineeId: traineeId(101) }, status: 404, code: 'not-found' },
    { note: 'an archived trainee', fields: { traineeId: traineeId(506) }, status: 409, code: 'trainee-archived' },
  ])('refuses $note ($status $code)', async ({ fields, status, code }) => {
    expect(await upload(fields)).toMatchObject({ status, code });
  });

  it.each([
    // The file is required by the contract: sent without one on purpose.
    { note: 'no file', file: null, outsideContract: true, code: 'invalid-request' },
    { note: 'a Word document', file: { name: 'file', file: { filename: 'cert.docx', type: 'application/msword', size: 100, head: docxBytes() } }, code: 'file-type-not-accepted', message: 'file must be a PDF, JPEG or PNG file' },
    { note: 'an HTML file named .pdf', file: { name: 'file', file: { filename: 'cert.pdf', type: 'application/pdf', size: 100, head: htmlBytes() } }, code: 'file-type-not-accepted', message: 'file must be a PDF, JPEG or PNG file' },
    { note: 'an empty file', file: { name: 'file', file: { filename: 'cert.pdf', type: 'application/pdf', size: 0 } }, code: 'file-empty', message: 'file is empty' },
    { note: 'a file over 10 MB', file: { name: 'file', file: pdf(10 * 1024 * 1024 + 1) }, code: 'file-too-large', message: 'file is larger than 10 MB' },
  ])('refuses $note (400 $code)', async ({ file, code, message, outsideContract }) => {
    expect(await upload({}, file, { outsideContract })).toMatchObject({ status: 400, code, body: message ?? expect.any(String) });
  });

  it('answers an upload sent again by the same attempt (a new multipart boundary) with the certificate it recorded', async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = await upload({}, undefined, { idempotencyKey });
    const again = await upload({}, undefined, { idempotencyKey, boundary: 'another-sending-of-the-form' });
    expect(first).toMatchObject({ status: 201, replayed: 'false' });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(simulator.store().training.certificates.get(TRAINING)!.filter((certificate) => certificate.traineeId === traineeId(504))).toHaveLength(1);
  });

  it('serves the seeded certificates as real PDFs', async () => {
    const certificate = simulator.store().training.certificates.get(ACTIVE)![0]!;
    const response = await call(`/members/${ACTIVE}/training/certificates/${certificate.id}/file`, { as: 'member-active' });
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    expect((await call(`/members/${TRAINING}/training/certificates/${certificate.id}/file`)).status).toBe(404);
  });
});

describe('gas safety', () => {
  const inspection = (fields: Partial<Record<string, string>> = {}, file: Part | null = { name: 'certificate', file: pdf() }): Part[] => [
    ...Object.entries({
      inspectedOn: iso(today()),
      engineerName: 'Dan Price',
      engineerBusiness: 'Price Gas Services Ltd',
      gasSafeNumber: '412 3567',
      result: 'Pass',
      defects: '',
      actions: '',
      ...fields,
    }).map(([name, value]) => ({ name, value: value ?? '' })),
    ...(file ? [file] : []),
  ];
  const record = (unit: number, fields: Partial<Record<string, string>> = {}, file: Part | null = { name: 'certificate', file: pdf() }, options: SendOptions = {}) =>
    send(`/members/${TRAINING}/gas-safety/units/${unitId(unit)}/records`, inspection(fields, file), options);

  it("lists each unit's supply, appliances and records, newest first", async () => {
    const units = (await (await call(`/members/${TRAINING}/gas-safety`)).json()) as UnitGasSafety[];
    expect(units.map((unit) => [unit.unitId, unit.gasSupply, unit.appliances.length, unit.records.length])).toEqual([
      [unitId(5001), 'Mains', 3, 1],
      [unitId(5002), 'Mains', 2, 2],
      [unitId(5003), 'LPG', 1, 1],
      [unitId(5004), 'LPG', 1, 1],
    ]);
    const takeaway = units[1]!.records;
    expect(takeaway[0]!.inspectedOn > takeaway[1]!.inspectedOn).toBe(true);
  });

  it('records an inspection with its certificate', async () => {
    const { status, body } = await record(5003);
    expect(status).toBe(201);
    expect(body as GasSafetyRecord).toMatchObject({ inspectedOn: iso(today()), gasSafeNumber: '4123567', result: 'Pass', certificate: { contentType: 'application/pdf', size: 2048 } });
    const download = await call(`/members/${TRAINING}/gas-safety/records/${(body as GasSafetyRecord).id}/certificate`);
    expect((await download.arrayBuffer()).byteLength).toBe(2048);
  });

  it.each([
    { note: 'an inspection tomorrow', unit: 5003, fields: { inspectedOn: iso(addDays(today(), 1)) }, status: 400, code: 'date-in-future' },
    { note: 'a Gas Safe number of 5 digits', unit: 5003, fields: { gasSafeNumber: '12345' }, status: 400, code: 'invalid-request', outsideContract: true },
    { note: 'a fail without defects', unit: 5003, fields: { result: 'Fail' }, status: 400, code: 'defects-required' },
    { note: 'an unknown result', unit: 5003, fields: { result: 'Great' }, status: 400, code: 'invalid-request', outsideContract: true },
    { note: 'a closed unit', unit: 5004, fields: {}, status: 409, code: 'unit-closed' },
    { note: "another member's unit", unit: 1, fields: {}, status: 404, code: 'not-found' },
  ])('refuses $note ($status $code)', async ({ unit, fields, status, code, outsideContract }) => {
    expect(await record(unit, fields, undefined, { outsideContract })).toMatchObject({ status, code });
  });

  it('refuses a record for a unit whose gas is not recorded yet (409)', async () => {
    const empty = numberOf('member-training-empty');
    expect(await send(`/members/${empty}/gas-safety/units/${unitId(5101)}/records`, inspection(), { as: 'member-training-empty' })).toMatchObject({
      status: 409,
      code: 'gas-details-required',
    });
  });

  it('keeps nothing of a refused attempt: sent again once the cause is put right, the record is made', async () => {
    const as = 'member-training-empty';
    const empty = numberOf(as);
    const idempotencyKey = crypto.randomUUID();
    const path = `/members/${empty}/gas-safety/units/${unitId(5101)}/records`;
    expect((await send(path, inspection(), { as, idempotencyKey })).status).toBe(409);
    const gasDetails = { gasSupply: 'Mains', appliances: [{ name: 'Range', location: 'Kitchen', interlocked: true }] };
    expect((await call(`/members/${empty}/gas-safety/units/${unitId(5101)}`, { as, method: 'PUT', body: gasDetails })).status).toBe(200);
    expect(await send(path, inspection(), { as, idempotencyKey })).toMatchObject({ status: 201, replayed: 'false' });
    expect(await send(path, inspection(), { as, idempotencyKey })).toMatchObject({ status: 201, replayed: 'true' });
    expect(simulator.store().gas.units.get(empty)![0]!.records).toHaveLength(1);
  });

  it('refuses a record without its file, or with a file that is not a PDF or image', async () => {
    // The file is required by the contract: sent without one on purpose.
    expect(await record(5003, {}, null, { outsideContract: true })).toMatchObject({ status: 400, code: 'invalid-request' });
    expect(await record(5003, {}, { name: 'certificate', file: { filename: 'cp42.txt', type: 'text/plain', size: 10 } })).toMatchObject({ status: 400, code: 'file-type-not-accepted' });
  });

  it("sets a unit's supply and appliances, keeping existing appliance ids", async () => {
    const empty = numberOf('member-training-empty');
    const put = (body: unknown, unit = 5101) => call(`/members/${empty}/gas-safety/units/${unitId(unit)}`, { as: 'member-training-empty', method: 'PUT', body });
    const first = (await (await put({ gasSupply: 'LPG', appliances: [{ name: 'Hob', location: 'Kitchen', interlocked: false }] })).json()) as UnitGasSafety;
    expect(first).toMatchObject({ unitId: unitId(5101), gasSupply: 'LPG', records: [] });
    const hob = first.appliances[0]!;
    const second = (await (await put({ gasSupply: 'LPG', appliances: [{ ...hob, interlocked: true }, { name: 'Fryer', location: 'Kitchen', interlocked: true }] })).json()) as UnitGasSafety;
    expect(second.appliances.map((appliance) => [appliance.id === hob.id, appliance.name, appliance.interlocked])).toEqual([
      [true, 'Hob', true],
      [false, 'Fryer', true],
    ]);
    expect(await refusalOf(await put({ gasSupply: 'Mains', appliances: [] }))).toMatchObject({ status: 400, code: 'appliance-required', fields: ['appliances'] });
    expect(await refusalOf(await put({ gasSupply: 'None', appliances: [{ name: 'Hob', location: 'Kitchen', interlocked: false }] }))).toMatchObject({
      status: 400,
      code: 'appliances-without-gas',
    });
    expect(await refusalOf(await put({ gasSupply: 'Mains', appliances: [{ id: 'a9911a00-0000-4000-8000-000000000001', name: 'x', location: 'y', interlocked: false }] }))).toMatchObject({
      status: 400,
      code: 'unknown-appliance',
      fields: ['appliances[0].id'],
    });
    expect(await refusalOf(await put({ gasSupply: 'None', appliances: [] }, 5001))).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('refuses changes to a closed unit (409)', async () => {
    const response = await call(`/members/${TRAINING}/gas-safety/units/${unitId(5004)}`, { method: 'PUT', body: { gasSupply: 'None', appliances: [] } });
    expect(await refusalOf(response)).toMatchObject({ status: 409, code: 'unit-closed' });
  });
});

describe('the dashboard summary', () => {
  it('counts what needs doing in training and gas safety', async () => {
    const response = await call(`/members/${TRAINING}/training-and-gas/summary`);
    expect(await response.json()).toEqual({
      training: { activeTrainees: 5, certificatesExpiringSoon: 1, certificatesExpired: 1, traineesMissingTraining: 1 },
      // The closed kiosk does not count.
      gasSafety: { unitsWithGas: 3, inspectionsDueSoon: 1, inspectionsOverdue: 1 },
    });
  });

  it('leaves training out without the training permission', async () => {
    const member = numberOf('member-no-training');
    const response = await call(`/members/${member}/training-and-gas/summary`, { as: 'member-no-training' });
    expect(await response.json()).toEqual({ training: null, gasSafety: { unitsWithGas: 0, inspectionsDueSoon: 0, inspectionsOverdue: 0 } });
  });
});
