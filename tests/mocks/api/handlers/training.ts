// TEST DOUBLE, never shipped: the training calls (trainees, courses, role requirements, certificates),
// checked as the real server would check them (api/areas/training.yaml).
import { londonToday } from '../../../../src/domain/londonToday';
import { formatISO } from 'date-fns';
import { HttpResponse } from 'msw';
import { certificateExpiry } from '../backend-reference/training';
import { certificateListPage } from '../backend-reference/certificateList';
import { traineeStandingsPage } from '../backend-reference/traineeStandings';
import { isTraineeTrainingStatus } from '../../../../src/domain/training/trainingMatrix';
import { CERTIFICATE_STATUSES } from '../../../../src/domain/training/certificate';
import { DEFAULT_PAGE_SIZE } from '../../../../src/domain/lists/listQuery';
import { isJobRole, JOB_ROLES } from '../../../../src/domain/training/jobRoles';
import { byTraineeName } from '../../../../src/domain/training/trainee';
import { MAX_NAME_LENGTH } from '../../../../src/domain/training/traineeSchema';
import { grants } from '../../../../src/domain/permissions';
import { formatApiDate } from '../../../../src/domain/format/date';
import { requireCaller } from '../auth';
import { fileResponse, problem, refused } from '../responses';
import { idempotent } from '../backend-reference/idempotency';
import { checkCertificateFile, checkDate, memberUnit, newGuid, text } from '../backend-reference/records';
import { invalid, refuse, type Refusal } from '../backend-reference/refusal';
import type { MemberRecord } from '../store';
import { memberResolver, type MemberRequest } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';

type Trainee = ApiSchemas['Trainee'];
type Check<T> = Refusal | ({ ok: true } & T);

/** A member's training records need the training permission (spec §3): 403 without it, for staff too. */
function trainingResolver<Answer extends Response>(options: ApiHandlerOptions, resolve: (args: MemberRequest) => Answer | Promise<Answer>) {
  return memberResolver(options, (args) => {
    if (!grants(args.member.permissions, 'training')) throw problem(403, 'permission-required', 'This membership does not include training records');
    return resolve(args);
  });
}

const bodyOf = async (request: Request): Promise<Record<string, unknown>> => {
  const body: unknown = await request.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

type TraineeFields = Pick<Trainee, 'firstName' | 'lastName' | 'jobRole' | 'unitId' | 'startDate'>;

/** Names, a known job role, one of the member's units (open, unless it is the trainee's unit already), a past start date. */
function checkTraineeFields(options: ApiHandlerOptions, member: MemberRecord, body: Record<string, unknown>, current?: Trainee): Check<{ fields: TraineeFields }> {
  const firstName = text(body.firstName);
  const lastName = text(body.lastName);
  if (!firstName || !lastName) return invalid('firstName and lastName are required', [...(firstName ? [] : ['firstName']), ...(lastName ? [] : ['lastName'])]);
  if (firstName.length > MAX_NAME_LENGTH || lastName.length > MAX_NAME_LENGTH) return invalid(`Names must be ${MAX_NAME_LENGTH} characters or fewer`, [...(firstName.length > MAX_NAME_LENGTH ? ['firstName'] : []), ...(lastName.length > MAX_NAME_LENGTH ? ['lastName'] : [])]);
  if (!isJobRole(body.jobRole)) return invalid(`jobRole must be one of ${JOB_ROLES.join(', ')}`, 'jobRole');
  const unit = memberUnit(options.store, member.membershipNumber, text(body.unitId), 'unitId');
  if (!unit.ok) return unit;
  if (unit.unit.status === 'Closed' && unit.unit.id !== current?.unitId) return refuse(409, 'unit-closed', `${unit.unit.name} is closed: trainees cannot be added to it`, 'unitId');
  const startDate = checkDate(body.startDate, 'startDate', londonToday());
  if (!startDate.ok) return startDate;
  return { ok: true, fields: { firstName, lastName, jobRole: body.jobRole, unitId: unit.unit.id, startDate: startDate.iso } };
}

export function trainingHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const training = () => options.store.training;
  const idempotency = () => options.store.idempotency;
  const nextId = (prefix: string) => newGuid(prefix, training().nextId++);
  const traineesOf = (membershipNumber: string) => training().trainees.get(membershipNumber) ?? [];
  const certificatesOf = (membershipNumber: string) => training().certificates.get(membershipNumber) ?? [];
  const requirementsOf = (membershipNumber: string) => training().requirements.get(membershipNumber) ?? [];
  /** Another member's trainee is as unknown as a missing one (no probing for ids). */
  const traineeOf = (membershipNumber: string, id: string) => traineesOf(membershipNumber).find((trainee) => trainee.id === id);

  return [
    http.get('/training/courses', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(training().courses);
    }),

    http.get(
      '/members/{membershipNumber}/training/role-requirements',
      trainingResolver(options, ({ member: { membershipNumber } }) => HttpResponse.json(requirementsOf(membershipNumber))),
    ),

    http.put(
      '/members/{membershipNumber}/training/role-requirements/{jobRole}',
      trainingResolver(options, async ({ request, member: { membershipNumber }, params }) => {
        const jobRole = String(params.jobRole);
        if (!isJobRole(jobRole)) throw problem(404, 'not-found', `No job role ${jobRole}`);
        const { courseIds } = await bodyOf(request);
        if (!Array.isArray(courseIds) || courseIds.some((id) => typeof id !== 'string')) throw refused(invalid('courseIds must be a list of course ids', 'courseIds'));
        const unknown = courseIds.find((id) => !training().courses.some((course) => course.id === id));
        if (unknown) throw refused(refuse(400, 'unknown-course', `No course ${String(unknown)}`, `courseIds[${courseIds.indexOf(unknown)}]`));
        const requirement: ApiSchemas['RoleRequirement'] = {
          jobRole,
          courseIds: training().courses.filter((course) => courseIds.includes(course.id)).map((course) => course.id),
        };
        training().requirements.set(
          membershipNumber,
          JOB_ROLES.map((role) => (role === jobRole ? requirement : (requirementsOf(membershipNumber).find((r) => r.jobRole === role) ?? { jobRole: role, courseIds: [] }))),
        );
        return HttpResponse.json(requirement);
      }),
    ),

    http.get(
      '/members/{membershipNumber}/trainees',
      trainingResolver(options, ({ member: { membershipNumber } }) => HttpResponse.json([...traineesOf(membershipNumber)].sort(byTraineeName))),
    ),

    http.post(
      '/members/{membershipNumber}/trainees',
      trainingResolver(
        options,
        idempotent(idempotency, async ({ request, member: record }) => {
          const check = checkTraineeFields(options, record, await bodyOf(request));
          if (!check.ok) throw refused(check);
          const trainee: Trainee = { id: nextId('7a1e0000'), ...check.fields, status: 'Active', archivedOn: null };
          training().trainees.set(record.membershipNumber, [...traineesOf(record.membershipNumber), trainee]);
          return HttpResponse.json(trainee, { status: 201 });
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/trainees/{traineeId}',
      trainingResolver(options, ({ member: { membershipNumber }, params }) => {
        const trainee = traineeOf(membershipNumber, String(params.traineeId));
        if (!trainee) throw problem(404, 'not-found', `No trainee ${String(params.traineeId)}`);
        return HttpResponse.json(trainee);
      }),
    ),

    http.put(
      '/members/{membershipNumber}/trainees/{traineeId}',
      trainingResolver(options, async ({ request, member: record, params }) => {
        const trainee = traineeOf(record.membershipNumber, String(params.traineeId));
        if (!trainee) throw problem(404, 'not-found', `No trainee ${String(params.traineeId)}`);
        if (trainee.status === 'Archived') throw problem(409, 'trainee-archived', 'An archived trainee cannot be changed');
        const check = checkTraineeFields(options, record, await bodyOf(request), trainee);
        if (!check.ok) throw refused(check);
        Object.assign(trainee, check.fields);
        return HttpResponse.json(trainee);
      }),
    ),

    http.post(
      '/members/{membershipNumber}/trainees/{traineeId}/archive',
      trainingResolver(
        options,
        idempotent(idempotency, ({ member: { membershipNumber }, params }) => {
          const trainee = traineeOf(membershipNumber, String(params.traineeId));
          if (!trainee) throw problem(404, 'not-found', `No trainee ${String(params.traineeId)}`);
          if (trainee.status === 'Archived') throw problem(409, 'trainee-archived', 'This trainee is archived already');
          trainee.status = 'Archived';
          trainee.archivedOn = formatApiDate(londonToday());
          return HttpResponse.json(trainee);
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/training/certificate-list',
      trainingResolver(options, ({ request, member: { membershipNumber } }) => {
        // The contract gate has refused a malformed page, page size, direction, status or includeArchived (400).
        const params = new URL(request.url).searchParams;
        const status = params.get('status');
        const trainees = new Map(traineesOf(membershipNumber).map((trainee) => [trainee.id, trainee]));
        const archived = new Set([...trainees.values()].filter((trainee) => trainee.status === 'Archived').map((trainee) => trainee.id));
        const page = certificateListPage(
          certificatesOf(membershipNumber),
          archived,
          {
            sort: params.get('sort') === 'completedOn' ? 'completedOn' : 'expiresOn',
            status: CERTIFICATE_STATUSES.find((known) => known === status),
            traineeId: params.get('traineeId') ?? undefined,
            includeArchived: params.get('includeArchived') === 'true',
            direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
            page: Number(params.get('page') ?? 1),
            pageSize: Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE),
          },
          londonToday(),
        );
        // The page's trainees joined by id (a certificate is only ever recorded for one of the member's trainees).
        return HttpResponse.json({ ...page, items: page.items.map((item) => ({ ...item, trainee: trainees.get(item.certificate.traineeId)! })) });
      }),
    ),

    http.get(
      '/members/{membershipNumber}/training/trainee-standings',
      trainingResolver(options, ({ request, member: { membershipNumber } }) => {
        // The contract gate has refused a malformed page, page size, unit id, status or includeArchived (400).
        const params = new URL(request.url).searchParams;
        const status = params.get('status');
        return HttpResponse.json(
          traineeStandingsPage(
            traineesOf(membershipNumber),
            { courses: training().courses, certificates: certificatesOf(membershipNumber), requirements: requirementsOf(membershipNumber) },
            {
              unitId: params.get('unitId') ?? undefined,
              status: isTraineeTrainingStatus(status) ? status : undefined,
              includeArchived: params.get('includeArchived') === 'true',
              page: Number(params.get('page') ?? 1),
              pageSize: Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE),
            },
            londonToday(),
          ),
        );
      }),
    ),

    http.post(
      '/members/{membershipNumber}/training/certificates',
      trainingResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber } }) => {
          const form = await request.formData().catch(() => null);
          if (!form) throw refused(invalid('The body must be multipart/form-data', ''));
          const trainee = traineeOf(membershipNumber, text(form.get('traineeId')));
          if (!trainee) throw refused(refuse(404, 'not-found', `No trainee ${text(form.get('traineeId'))}`, 'traineeId'));
          if (trainee.status === 'Archived') throw refused(refuse(409, 'trainee-archived', 'Certificates cannot be added for an archived trainee', 'traineeId'));
          const course = training().courses.find((candidate) => candidate.id === text(form.get('courseId')));
          if (!course) throw refused(refuse(400, 'unknown-course', 'courseId is not a course of the catalogue', 'courseId'));
          const today = londonToday();
          const completed = checkDate(form.get('completedOn'), 'completedOn', today);
          if (!completed.ok) throw refused(completed);
          const statedRaw = text(form.get('expiresOn'));
          let stated: Date | null = null;
          if (statedRaw) {
            const check = checkDate(statedRaw, 'expiresOn', today, { allowFuture: true });
            if (!check.ok) throw refused(check);
            if (check.date < completed.date) throw refused(refuse(400, 'expiry-before-completion', 'expiresOn cannot be before completedOn', 'expiresOn'));
            stated = check.date;
          }
          const upload = await checkCertificateFile(form, 'file');
          if (!upload.ok) throw refused(upload);

          const expiry = certificateExpiry(completed.date, course.refreshMonths, stated);
          const certificate: ApiSchemas['TrainingCertificate'] = {
            id: nextId('ce270000'),
            traineeId: trainee.id,
            courseId: course.id,
            completedOn: completed.iso,
            expiresOn: expiry ? formatApiDate(expiry) : null,
            expiryStated: stated !== null,
            file: upload.file,
            uploadedOn: formatISO(today),
          };
          training().files.set(certificate.id, upload.bytes);
          training().certificates.set(membershipNumber, [...certificatesOf(membershipNumber), certificate]);
          return HttpResponse.json(certificate, { status: 201 });
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/training/certificates/{certificateId}/file',
      trainingResolver(options, ({ member: { membershipNumber }, params }) => {
        const certificate = certificatesOf(membershipNumber).find((candidate) => candidate.id === String(params.certificateId));
        const stored = certificate && training().files.get(certificate.id);
        if (!certificate?.file || !stored) throw problem(404, 'not-found', `No file for certificate ${String(params.certificateId)}`);
        return fileResponse(stored.bytes, stored.contentType, { kind: 'attachment', fileName: certificate.file.name });
      }),
    ),
  ];
}
