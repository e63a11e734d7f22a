// TEST DOUBLE, never shipped: finance's BACS payout files, checked as the real API would: only a
// Larder administrator, the file's state machine (409 otherwise), a second administrator to approve.
import { londonToday } from '../../../../src/domain/londonToday';
import { isValid, parseISO } from 'date-fns';
import { HttpResponse } from 'msw';
import { processingDateProblem } from '../../../../src/domain/bacs/bacsChecks';
import { BACS_EXCLUSIONS_LIST, BACS_FILES_LIST, BACS_LINES_LIST } from '../../../../src/domain/bacs/bacsLists';
import { formatApiDate } from '../../../../src/domain/format/date';
import { fileResponse, problem, refused } from '../responses';
import { invalid, refuse } from '../backend-reference/refusal';
import { checkBacsFileAction, type BacsFileAction } from '../backend-reference/bacsChecks';
import { buildBacsFile, discardBacsFile, fileChecks, fileDetail, fileSummary, exclusionView, lineView, payablePeriods, recordReturns, submitBacsFile, type StoredBacsFile } from '../backend-reference/bacs';
import { idempotent } from '../backend-reference/idempotency';
import { containsText, pageOf } from '../backend-reference/paging';
import { staffMemberOf } from '../backend-reference/staffIdentity';
import { apiHttp, type ApiHandlerOptions } from './options';
import { staffResolver, type StaffRequest } from './staffResolver';


/** Two people for every payout: the file's creator can never approve it, whatever the portal's buttons offer. */
export const SECOND_APPROVER_REFUSAL = 'A second Larder administrator must approve this file';

const RETURN_REASON_MAX = 200;

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Runs an action's rule (state, creator, checks, processing day) before it changes anything; refusals are thrown. */
function requireAction(file: StoredBacsFile, action: BacsFileAction, actorId: string, today: Date) {
  const check = checkBacsFileAction({ ...file, checks: fileChecks(file, today) }, action, { id: actorId }, today);
  if (!check.ok) throw problem(check.status, check.code, check.reason);
}

export function bacsFileHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;
  const idempotency = () => options.store.idempotency;

  const fileFor = (params: Record<string, unknown>) => {
    const file = store().bacs.files.find((candidate) => candidate.id === String(params.fileId));
    if (!file) throw problem(404, 'not-found', `No BACS file ${String(params.fileId)}`);
    return file;
  };

  return [
    // Before /finance/bacs-files/{fileId}, so "payable-periods" is never read as a file id.
    http.get(
      '/finance/bacs-files/payable-periods',
      staffResolver(options, () =>
        HttpResponse.json(
          payablePeriods(store()).map(({ period, transactionCount, total }) => ({
            period: { id: period.id, schemeType: period.schemeType, name: period.name, startDate: period.startDate, endDate: period.endDate, state: period.state },
            transactionCount,
            total,
          })),
        ),
      ),
    ),

    http.get(
      '/finance/bacs-files',
      staffResolver(options, ({ request }) =>
        HttpResponse.json(
          pageOf(store().bacs.files.map(fileSummary), request, {
            definition: BACS_FILES_LIST,
            sortValue: (file, sort) => (sort === 'reference' ? file.reference : sort === 'creditTotal' ? file.creditTotal : sort === 'createdOn' ? file.created.on : file.processingDate),
            matches: (file, filters) => (!filters.state || file.state === filters.state) && (!filters.reference || containsText(file.reference, filters.reference)),
          }),
        ),
      ),
    ),

    http.post(
      '/finance/bacs-files',
      staffResolver(
        options,
        idempotent(idempotency, async ({ request, caller }: StaffRequest) => {
          const body = await jsonBody(request);
          const periodIds = body?.periodIds;
          const processingDate = body?.processingDate;
          if (!Array.isArray(periodIds) || periodIds.length === 0 || periodIds.some((id) => typeof id !== 'string'))
            throw refused(invalid('periodIds must list at least one period', 'periodIds'));
          const unknown = periodIds.find((id) => !store().rewards.periods.some((period) => period.id === id));
          if (unknown) throw refused(refuse(400, 'unknown-period', `No period ${String(unknown)}`, `periodIds[${periodIds.indexOf(unknown)}]`));
          if (typeof processingDate !== 'string' || !isValid(parseISO(processingDate)) || formatApiDate(parseISO(processingDate)) !== processingDate)
            throw refused(invalid('processingDate must be a date as yyyy-MM-dd', 'processingDate'));
          const today = londonToday();
          const dateProblem = processingDateProblem(processingDate, today);
          if (dateProblem) throw refused(refuse(400, 'processing-date-not-accepted', dateProblem, 'processingDate'));
          const built = buildBacsFile(store(), { periodIds: periodIds as string[], processingDate, createdBy: staffMemberOf(caller), today });
          if (!built.ok) throw refused(built);
          store().bacs.files.push(built.file);
          return HttpResponse.json(fileDetail(built.file, today), { status: 201 });
        }),
      ),
    ),

    http.get(
      '/finance/bacs-files/{fileId}',
      staffResolver(options, ({ params }) => HttpResponse.json(fileDetail(fileFor(params), londonToday()))),
    ),

    http.get(
      '/finance/bacs-files/{fileId}/lines',
      staffResolver(options, ({ request, params }) =>
        HttpResponse.json(
          pageOf(fileFor(params).lines.map(lineView), request, {
            definition: BACS_LINES_LIST,
            sortValue: (line, sort) => (sort === 'member' ? line.memberName : sort === 'amount' ? line.amount : line.lineNumber),
            matches: (line, filters) =>
              (!filters.search || containsText(`${line.membershipNumber} ${line.memberName} ${line.payeeName} ${line.reference}`, filters.search)) &&
              (!filters.returned || (filters.returned === 'yes') === Boolean(line.returned)),
          }),
        ),
      ),
    ),

    http.get(
      '/finance/bacs-files/{fileId}/exclusions',
      staffResolver(options, ({ request, params }) =>
        HttpResponse.json(
          // Sorted and cut first; only the page's members are shown.
          pageOf(fileFor(params).exclusions, request, {
            definition: BACS_EXCLUSIONS_LIST,
            sortValue: (exclusion, sort) => (sort === 'amount' ? exclusion.amount : exclusion.memberName),
            matches: (exclusion, filters) =>
              (!filters.search || containsText(`${exclusion.membershipNumber} ${exclusion.memberName}`, filters.search)) && (!filters.reason || exclusion.reason === filters.reason),
            present: exclusionView,
          }),
        ),
      ),
    ),

    http.post(
      '/finance/bacs-files/{fileId}/approve',
      staffResolver(
        options,
        idempotent(idempotency, ({ params, caller }: StaffRequest) => {
          const file = fileFor(params);
          if (file.created.by.id === staffMemberOf(caller).id) throw problem(403, 'creator-cannot-approve', SECOND_APPROVER_REFUSAL);
          const today = londonToday();
          requireAction(file, 'approve', staffMemberOf(caller).id, today);
          file.state = 'Approved';
          file.approved = { by: staffMemberOf(caller), on: today.toISOString() };
          return HttpResponse.json(fileDetail(file, today));
        }),
      ),
    ),

    http.get(
      '/finance/bacs-files/{fileId}/download',
      staffResolver(options, ({ request, params, caller }) => {
        // The data records alone (bureau software adds the labels), or the fully labelled file.
        const format = new URL(request.url).searchParams.get('format') ?? 'data';
        if (format !== 'data' && format !== 'labelled') throw refused(invalid('format must be data or labelled', [{ in: 'query', name: 'format', detail: 'must be one of: data, labelled' }]));
        const file = fileFor(params);
        requireAction(file, 'download', staffMemberOf(caller).id, londonToday());
        const [text, fileName] = format === 'labelled' ? [file.labelledText, file.labelledFileName] : [file.text, file.fileName];
        return fileResponse(text, 'text/plain; charset=us-ascii', { kind: 'attachment', fileName });
      }),
    ),

    http.post(
      '/finance/bacs-files/{fileId}/submit',
      staffResolver(
        options,
        idempotent(idempotency, ({ params, caller }: StaffRequest) => {
          const file = fileFor(params);
          const today = londonToday();
          requireAction(file, 'submit', staffMemberOf(caller).id, today);
          submitBacsFile(store(), file, staffMemberOf(caller), today);
          return HttpResponse.json(fileDetail(file, today));
        }),
      ),
    ),

    http.post(
      '/finance/bacs-files/{fileId}/returns',
      staffResolver(
        options,
        idempotent(idempotency, async ({ request, params, caller }: StaffRequest) => {
          const file = fileFor(params);
          const today = londonToday();
          requireAction(file, 'recordReturns', staffMemberOf(caller).id, today);
          const body = await jsonBody(request);
          const returns = body?.returns;
          if (!Array.isArray(returns)) throw refused(invalid('returns must list the returned credits: [{ lineId, reason }] (empty when none came back)', 'returns'));
          const seen = new Set<string>();
          for (const [index, entry] of (returns as unknown[]).entries()) {
            const { lineId, reason } = (entry ?? {}) as Record<string, unknown>;
            if (typeof lineId !== 'string' || typeof reason !== 'string' || !reason.trim()) throw refused(invalid('Each returned credit needs its lineId and the bank’s reason', `returns[${index}]`));
            if (reason.trim().length > RETURN_REASON_MAX) throw refused(invalid(`A reason must be ${RETURN_REASON_MAX} characters or fewer`, `returns[${index}].reason`));
            const line = file.lines.find((candidate) => candidate.id === lineId);
            if (!line) throw refused(refuse(400, 'unknown-line', `Line ${lineId} is not in ${file.reference}`, `returns[${index}].lineId`));
            if (line.returned) throw refused(refuse(409, 'line-already-returned', `Line ${line.lineNumber} (${line.memberName}) was already recorded as returned: ${line.returned.reason}`, `returns[${index}].lineId`));
            if (seen.has(lineId)) throw refused(invalid(`Line ${line.lineNumber} is listed twice`, `returns[${index}].lineId`));
            seen.add(lineId);
          }
          if (file.state === 'ReturnsRecorded' && returns.length === 0) throw refused(refuse(400, 'returns-required', 'List at least one returned credit to add to the returns already recorded', 'returns'));
          recordReturns(
            store(),
            file,
            (returns as { lineId: string; reason: string }[]).map(({ lineId, reason }) => ({ lineId, reason: reason.trim() })),
            staffMemberOf(caller),
            today,
          );
          return HttpResponse.json(fileDetail(file, today));
        }),
      ),
    ),

    // discardBacsFile: the portal offers no discard yet; finance tooling may call it.
    http.delete(
      '/finance/bacs-files/{fileId}',
      staffResolver(options, ({ params, caller }) => {
        const file = fileFor(params);
        requireAction(file, 'discard', staffMemberOf(caller).id, londonToday());
        discardBacsFile(store(), file);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
