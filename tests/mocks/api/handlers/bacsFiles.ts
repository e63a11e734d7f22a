// TEST DOUBLE, never shipped: finance's BACS payout files (issue 14), checked as the real API would: only a
// Larder administrator, the file's state machine (409 otherwise), a second administrator to approve.
import { isValid, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { processingDateProblem } from '../../../../src/domain/bacs/bacsChecks';
import { checkBacsFileAction, type BacsFileAction } from '../../../../src/domain/bacs/bacsFile';
import { BACS_FILES_LIST, BACS_LINES_LIST } from '../../../../src/domain/bacs/bacsLists';
import { formatApiDate } from '../../../../src/domain/format/date';
import { requireCaller, requireStaffRole } from '../auth';
import { errorResponse } from '../responses';
import { buildBacsFile, fileChecks, fileDetail, fileSummary, lineView, payablePeriods, recordReturns, submitBacsFile } from '../rules/bacs';
import { idempotent } from '../rules/idempotency';
import { containsText, pageOf } from '../rules/paging';
import { staffMemberOf } from '../rules/staffIdentity';
import type { ApiHandlerOptions } from './options';

export const BACS_ROLES = ['larderAdmin'] as const;

/** Two people for every payout: the file's creator can never approve it, whatever the portal's buttons offer. */
export const SECOND_APPROVER_REFUSAL = 'A second Larder administrator must approve this file';

const RETURN_REASON_MAX = 200;

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export function bacsFileHandlers(options: ApiHandlerOptions) {
  const base = `${options.apiUrl}/finance/bacs-files`;
  const store = () => options.store;
  const idempotency = () => options.store.idempotency;

  const admin = async (request: Request) => {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, BACS_ROLES);
    return caller;
  };
  const fileOf = (id: unknown) => store().bacs.files.find((file) => file.id === String(id));

  /** Runs an action's rule (state, creator, checks, processing day) before it changes anything. */
  const refusalFor = (file: NonNullable<ReturnType<typeof fileOf>>, action: BacsFileAction, actorId: string, today: Date) => {
    const check = checkBacsFileAction({ ...file, checks: fileChecks(file, today) }, action, { id: actorId }, today);
    return check.ok ? null : errorResponse(check.status, check.reason);
  };

  return [
    http.get(`${base}/payable-periods`, async ({ request }) => {
      await admin(request);
      return HttpResponse.json(
        payablePeriods(store()).map(({ period, transactionCount, total }) => ({
          period: { id: period.id, schemeType: period.schemeType, name: period.name, startDate: period.startDate, endDate: period.endDate, state: period.state },
          transactionCount,
          total,
        })),
      );
    }),

    http.get(base, async ({ request }) => {
      await admin(request);
      const summaries = store().bacs.files.map(fileSummary);
      return HttpResponse.json(
        pageOf(summaries, request, {
          definition: BACS_FILES_LIST,
          sortValue: (file, sort) => (sort === 'reference' ? file.reference : sort === 'creditTotal' ? file.creditTotal : sort === 'createdOn' ? file.created.on : file.processingDate),
          matches: (file, filters) => (!filters.state || file.state === filters.state) && (!filters.reference || containsText(file.reference, filters.reference)),
        }),
      );
    }),

    http.post(`${base}`, async ({ request }) => {
      const caller = await admin(request);
      return idempotent(idempotency, async () => {
        const body = await jsonBody(request);
        const periodIds = body?.periodIds;
        const processingDate = body?.processingDate;
        if (!Array.isArray(periodIds) || periodIds.length === 0 || periodIds.some((id) => typeof id !== 'string'))
          return errorResponse(400, 'periodIds must list at least one period');
        const unknown = periodIds.find((id) => !store().rewards.periods.some((period) => period.id === id));
        if (unknown) return errorResponse(400, `No period ${String(unknown)}`);
        if (typeof processingDate !== 'string' || !isValid(parseISO(processingDate)) || formatApiDate(parseISO(processingDate)) !== processingDate)
          return errorResponse(400, 'processingDate must be a date as yyyy-MM-dd');
        const today = new Date();
        const problem = processingDateProblem(processingDate, today);
        if (problem) return errorResponse(400, problem);
        const built = buildBacsFile(store(), { periodIds: periodIds as string[], processingDate, createdBy: staffMemberOf(caller), today });
        if (!built.ok) return errorResponse(built.status, built.message);
        store().bacs.files.push(built.file);
        return HttpResponse.json(fileDetail(built.file, today), { status: 201 });
      })({ request, caller });
    }),

    http.get(`${base}/:fileId`, async ({ request, params }) => {
      await admin(request);
      const file = fileOf(params.fileId);
      if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
      return HttpResponse.json(fileDetail(file, new Date()));
    }),

    http.get(`${base}/:fileId/lines`, async ({ request, params }) => {
      await admin(request);
      const file = fileOf(params.fileId);
      if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
      return HttpResponse.json(
        pageOf(file.lines.map(lineView), request, {
          definition: BACS_LINES_LIST,
          sortValue: (line, sort) => (sort === 'member' ? line.memberName : sort === 'amount' ? line.amount : line.lineNumber),
          matches: (line, filters) =>
            (!filters.search || containsText(`${line.membershipNumber} ${line.memberName} ${line.payeeName} ${line.reference}`, filters.search)) &&
            (!filters.returned || (filters.returned === 'yes') === Boolean(line.returned)),
        }),
      );
    }),

    http.post(`${base}/:fileId/approve`, async ({ request, params }) => {
      const caller = await admin(request);
      return idempotent(idempotency, () => {
        const file = fileOf(params.fileId);
        if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
        if (file.created.by.id === staffMemberOf(caller).id) return errorResponse(403, SECOND_APPROVER_REFUSAL);
        const today = new Date();
        const refusal = refusalFor(file, 'approve', staffMemberOf(caller).id, today);
        if (refusal) return refusal;
        file.state = 'Approved';
        file.approved = { by: staffMemberOf(caller), on: today.toISOString() };
        return HttpResponse.json(fileDetail(file, today));
      })({ request, caller });
    }),

    http.get(`${base}/:fileId/download`, async ({ request, params }) => {
      const caller = await admin(request);
      const file = fileOf(params.fileId);
      if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
      const refusal = refusalFor(file, 'download', staffMemberOf(caller).id, new Date());
      if (refusal) return refusal;
      return new HttpResponse(file.text, { headers: { 'Content-Type': 'text/plain; charset=us-ascii', 'Content-Disposition': `attachment; filename="${file.fileName}"` } });
    }),

    http.post(`${base}/:fileId/submit`, async ({ request, params }) => {
      const caller = await admin(request);
      return idempotent(idempotency, () => {
        const file = fileOf(params.fileId);
        if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
        const today = new Date();
        const refusal = refusalFor(file, 'submit', staffMemberOf(caller).id, today);
        if (refusal) return refusal;
        submitBacsFile(store(), file, staffMemberOf(caller), today);
        return HttpResponse.json(fileDetail(file, today));
      })({ request, caller });
    }),

    http.post(`${base}/:fileId/returns`, async ({ request, params }) => {
      const caller = await admin(request);
      return idempotent(idempotency, async () => {
        const file = fileOf(params.fileId);
        if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
        const today = new Date();
        const refusal = refusalFor(file, 'recordReturns', staffMemberOf(caller).id, today);
        if (refusal) return refusal;
        const body = await jsonBody(request);
        const returns = body?.returns;
        if (!Array.isArray(returns)) return errorResponse(400, 'returns must list the returned credits: [{ lineId, reason }] (empty when none came back)');
        const seen = new Set<string>();
        for (const entry of returns as unknown[]) {
          const { lineId, reason } = (entry ?? {}) as Record<string, unknown>;
          if (typeof lineId !== 'string' || typeof reason !== 'string' || !reason.trim()) return errorResponse(400, 'Each returned credit needs its lineId and the bank’s reason');
          if (reason.trim().length > RETURN_REASON_MAX) return errorResponse(400, `A reason must be ${RETURN_REASON_MAX} characters or fewer`);
          const line = file.lines.find((candidate) => candidate.id === lineId);
          if (!line) return errorResponse(400, `Line ${lineId} is not in ${file.reference}`);
          if (line.returned) return errorResponse(409, `Line ${line.lineNumber} (${line.memberName}) was already recorded as returned: ${line.returned.reason}`);
          if (seen.has(lineId)) return errorResponse(400, `Line ${line.lineNumber} is listed twice`);
          seen.add(lineId);
        }
        if (file.state === 'ReturnsRecorded' && returns.length === 0) return errorResponse(400, 'List at least one returned credit to add to the returns already recorded');
        recordReturns(
          store(),
          file,
          (returns as { lineId: string; reason: string }[]).map(({ lineId, reason }) => ({ lineId, reason: reason.trim() })),
          staffMemberOf(caller),
          today,
        );
        return HttpResponse.json(fileDetail(file, today));
      })({ request, caller });
    }),

    http.delete(`${base}/:fileId`, async ({ request, params }) => {
      const caller = await admin(request);
      const file = fileOf(params.fileId);
      if (!file) return errorResponse(404, `No BACS file ${String(params.fileId)}`);
      const refusal = refusalFor(file, 'discard', staffMemberOf(caller).id, new Date());
      if (refusal) return refusal;
      store().bacs.files = store().bacs.files.filter((candidate) => candidate !== file);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

