// TEST DOUBLE, never shipped: programme staff's period calls, for each of the four programmes:
// /{programme}/periods…, larderAdmin only, checked and refused as the real server would.
import { londonToday } from '../../../../src/domain/londonToday';
import { format, isValid, parse } from 'date-fns';
import { HttpResponse } from 'msw';
import { formatApiDate, formatDate } from '../../../../src/domain/format/date';
import { isGuid } from '../../../../src/domain/id';
import { MAX_ADJUSTMENT } from '../../../../src/domain/rewards/staffSchemas';
import { PERIOD_AUDIT_LIST, PERIOD_LIST, PERIOD_MEMBER_LIST } from '../../../../src/domain/rewards/periodAdmin';
import {
  canAdjustCashback,
  canImportPurchaseReport,
  STAFF_PERIOD_STATE_LABELS,
  type PeriodAction,
} from '../../../../src/domain/rewards/periodLifecycle';
import { PERIOD_STATES, type ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import { normaliseSupplierAccountNumber, type ProgrammeDefinition, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import { describeReportTotals, type ReportPreview } from '../../../../src/domain/rewards/supplierReport';
import { problem, refused } from '../responses';
import { invalid, refuse } from '../backend-reference/refusal';
import { idempotent } from '../backend-reference/idempotency';
import { containsText, pageOf } from '../backend-reference/paging';
import { adjustmentProblem, isOrderedPeriod, overlapMessage, overlappingPeriod, proposedNextPeriod } from '../backend-reference/periods';
import { previewSupplierReport } from '../backend-reference/supplierReport';
import {
  audit,
  findPeriod,
  isProgrammeMember,
  memberName,
  newStaffId,
  periodDetail,
  periodMemberDetail,
  periodMembers,
  periodsContents,
  programmeOf,
  programmePeriods,
  recordAdjustment,
  reportingProgrammeOf,
  staffName,
  takePeriodAction,
} from '../backend-reference/programmeStaff';
import type { StoredReport } from '../seed/programmeStaff';
import type { SimulatorStore } from '../store';
import type { ResolverInfo } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver, type StaffRequest } from './staffResolver';



const record = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function readApiDate(value: unknown): string | undefined {
  const raw = text(value);
  const date = parse(raw, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) && format(date, 'yyyy-MM-dd') === raw ? raw : undefined;
}

/** SHA-256 of the file's bytes, as hex: the same file imported twice has the same fingerprint. */
async function fingerprintOf(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The period a path names, in the path's programme: 404 otherwise (unknown, another programme's, not a GUID). */
function periodOf(store: SimulatorStore, programme: ProgrammeDefinition, params: ResolverInfo['params']): ProgrammePeriod {
  const id = String(params.periodId);
  const period = isGuid(id) ? findPeriod(store, programme.schemeType, id) : undefined;
  if (!period) throw problem(404, 'not-found', `${programme.name} has no period ${id}`);
  return period;
}

function reportContext(store: SimulatorStore, programme: SupplierReportedProgramme, period: ProgrammePeriod) {
  const importedInvoices = new Set(
    store.rewards.purchases.filter((purchase) => purchase.schemeType === programme.schemeType).map((purchase) => purchase.invoiceNumber.toUpperCase()),
  );
  return {
    programme,
    period,
    holderOf: (accountNumber: string) => {
      const signup = store.rewards.signups.find(
        (candidate) => candidate.schemeType === programme.schemeType && normaliseSupplierAccountNumber(candidate.supplierAccountNumber) === accountNumber,
      );
      return signup && { membershipNumber: signup.membershipNumber, memberName: memberName(store, signup.membershipNumber), status: signup.status };
    },
    isImported: (invoiceNumber: string) => importedInvoices.has(invoiceNumber.toUpperCase()),
  };
}

interface ReadUpload {
  file: File;
  preview: ReportPreview;
  fingerprint: string;
  duplicateOf: ApiSchemas['PurchaseReportPreview']['duplicateOf'];
}

const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;

/** The report in the `report` field, read and checked against the period; 400 when the file is not acceptable. */
async function readUpload(request: Request, store: SimulatorStore, programme: SupplierReportedProgramme, period: ProgrammePeriod): Promise<ReadUpload> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('report');
  if (!isFile(file)) throw refused(invalid('Send the report as multipart/form-data with one file in the field "report"', 'report'));
  if (file.size > 5 * 1024 * 1024) throw refused(refuse(400, 'file-too-large', 'The report is larger than 5 MB', 'report'));
  // By its name, or its type where a client sends no name (jsdom's uploads arrive as 'blob').
  if (!/\.csv$/i.test(file.name) && !/^(text\/csv|application\/vnd\.ms-excel)/.test(file.type)) throw refused(refuse(400, 'file-type-not-accepted', 'The report must be a .csv file', 'report'));
  const fingerprint = await fingerprintOf(file);
  // The same file is refused anywhere in the programme: a report imported into the wrong period, then again.
  const earlier = store.programmeStaff.reports.find(
    (report) => report.fingerprint === fingerprint && store.rewards.periods.some((candidate) => candidate.id === report.periodId && candidate.schemeType === programme.schemeType),
  );
  const preview = previewSupplierReport(await file.text(), reportContext(store, programme, period));
  return {
    file,
    preview,
    fingerprint,
    duplicateOf: earlier ? { fileName: earlier.fileName, importedOn: earlier.importedOn, importedBy: earlier.importedBy } : null,
  };
}

const duplicateMessage = (earlier: NonNullable<ReadUpload['duplicateOf']>) =>
  `This file was imported already, as ${earlier.fileName} on ${formatDate(earlier.importedOn)} by ${earlier.importedBy}. The same report cannot be imported twice.`;

export function programmePeriodHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;
  /** Every call: a larderAdmin (or developer). */
  const staff = <Answer extends Response>(resolve: (args: StaffRequest) => Answer | Promise<Answer>) => staffResolver(options, resolve);
  /** A staff decision: checked, then done once per Idempotency-Key (a repeat gets the first answer). */
  const once = <Answer extends Response>(resolve: (args: StaffRequest) => Answer | Promise<Answer>) =>
    staffResolver(options, idempotent(() => store().idempotency, resolve));

  /** The state machine's step for `action`, the period's detail afterwards; 409 with the reason when it is refused. */
  function movePeriodOn(action: PeriodAction, { params, caller }: StaffRequest): ApiSchemas['PeriodDetail'] {
    const period = periodOf(store(), programmeOf(params), params);
    const moved = takePeriodAction(store(), period, action, staffName(caller), new Date());
    if (!moved.ok) throw problem(409, moved.code, moved.reason);
    return periodDetail(store(), period);
  }

  return [
    http.get(
      '/{programme}/periods',
      staff(({ request, params }) => {
        const { schemeType } = programmeOf(params);
        // The programme's claims and entries sorted into its periods once, not scanned again for each period.
        const periods = programmePeriods(store(), schemeType);
        const contents = periodsContents(store(), periods);
        const rows: ApiSchemas['StaffPeriod'][] = periods.map((period) => {
          const members = periodMembers(store(), period, 'ledger', contents);
          return { ...period, memberCount: members.length, cashbackTotal: Math.round(members.reduce((total, member) => total + member.cashback, 0) * 100) / 100 };
        });
        return HttpResponse.json(
          pageOf(rows, request, {
            definition: PERIOD_LIST,
            sortValue: (period, sort) => (sort === 'state' ? PERIOD_STATES.indexOf(period.state) : period[sort]),
            matches: (period, filters) => !filters.state || period.state === filters.state,
          }),
        );
      }),
    ),

    // Before /{programme}/periods/{periodId}, which would take `next` for a period's id.
    http.get(
      '/{programme}/periods/next',
      staff(({ params }) => {
        const programme = programmeOf(params);
        return HttpResponse.json(proposedNextPeriod(programme.periodRhythm, programmePeriods(store(), programme.schemeType), londonToday()));
      }),
    ),

    http.post(
      '/{programme}/periods',
      once(async ({ request, params, caller }) => {
        const programme = programmeOf(params);
        const body = record(await request.json().catch(() => undefined));
        const name = text(body.name);
        if (!name || name.length > 60) throw refused(invalid('name is required, 60 characters or fewer', 'name'));
        const startDate = readApiDate(body.startDate);
        const endDate = readApiDate(body.endDate);
        if (!startDate || !endDate) throw refused(invalid('startDate and endDate must be dates as yyyy-MM-dd', [...(startDate ? [] : ['startDate']), ...(endDate ? [] : ['endDate'])]));
        if (!isOrderedPeriod({ startDate, endDate })) throw refused(refuse(400, 'period-dates-reversed', 'The last day must be on or after the first day', 'endDate'));
        const existing = programmePeriods(store(), programme.schemeType);
        const overlap = overlappingPeriod(existing, { startDate, endDate });
        if (overlap) throw problem(409, 'period-overlaps', overlapMessage(overlap));
        if (existing.some((period) => period.name.toLowerCase() === name.toLowerCase()))
          throw refused(refuse(409, 'period-name-taken', `${programme.name} already has a period called ${name}. Give this one another name.`, 'name'));
        const period: ProgrammePeriod = { id: newStaffId(store(), 'a0e10d00'), schemeType: programme.schemeType, name, startDate, endDate, state: 'Upcoming' };
        store().rewards.periods.push(period);
        audit(store(), period, staffName(caller), { action: 'Created', toState: 'Upcoming', detail: `Created ${name} (${formatDate(startDate)} to ${formatDate(endDate)}).` });
        return HttpResponse.json(period, { status: 201 });
      }),
    ),

    http.get(
      '/{programme}/periods/{periodId}',
      staff(({ params }) => HttpResponse.json(periodDetail(store(), periodOf(store(), programmeOf(params), params)))),
    ),

    http.get(
      '/{programme}/periods/{periodId}/members',
      staff(({ request, params }) => {
        const period = periodOf(store(), programmeOf(params), params);
        return HttpResponse.json(
          pageOf(periodMembers(store(), period), request, {
            definition: PERIOD_MEMBER_LIST,
            sortValue: (member, sort) =>
              sort === 'purchasesTotal' ? member.purchases.totalExcludingVat : sort === 'cashback' ? member.cashback : member[sort],
            matches: (member, filters) => containsText(`${member.membershipNumber} ${member.memberName} ${member.supplierAccountNumber ?? ''}`, filters.search),
          }),
        );
      }),
    ),

    http.get(
      '/{programme}/periods/{periodId}/members/{membershipNumber}',
      staff(({ params }) => {
        const period = periodOf(store(), programmeOf(params), params);
        const membershipNumber = String(params.membershipNumber);
        if (!periodMembers(store(), period).some((member) => member.membershipNumber === membershipNumber))
          throw problem(404, 'not-found', `${membershipNumber} has nothing in ${period.name}`);
        return HttpResponse.json(periodMemberDetail(store(), period, membershipNumber));
      }),
    ),

    http.get(
      '/{programme}/periods/{periodId}/cashback',
      staff(({ params }) => {
        const period = periodOf(store(), programmeOf(params), params);
        const members = periodMembers(store(), period).sort((a, b) => a.membershipNumber.localeCompare(b.membershipNumber));
        return HttpResponse.json({ period, cashbackPercent: periodDetail(store(), period).cashbackPercent, members });
      }),
    ),

    http.get(
      '/{programme}/periods/{periodId}/audit',
      staff(({ request, params }) => {
        const period = periodOf(store(), programmeOf(params), params);
        const entries = store().programmeStaff.audit.filter((entry) => entry.periodId === period.id);
        return HttpResponse.json(pageOf(entries, request, { definition: PERIOD_AUDIT_LIST, sortValue: (entry) => entry.at, matches: () => true }));
      }),
    ),

    http.post(
      '/{programme}/periods/{periodId}/adjustments',
      once(async ({ request, params, caller }) => {
        const programme = programmeOf(params);
        const period = periodOf(store(), programme, params);
        if (!canAdjustCashback(period.state))
          throw problem(
            409,
            'wrong-period-state',
            `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: its cashback can only be adjusted while it is open, closed for claims or calculated.`,
          );
        const body = record(await request.json().catch(() => undefined));
        const membershipNumber = text(body.membershipNumber);
        if (!membershipNumber || !isProgrammeMember(store(), programme.schemeType, membershipNumber))
          throw refused(refuse(400, 'not-programme-member', `${membershipNumber || 'membershipNumber'} is not a member of the ${programme.name} programme`, 'membershipNumber'));
        const amount = typeof body.amount === 'number' ? Math.round(body.amount * 100) / 100 : Number.NaN;
        if (!Number.isFinite(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT)
          throw refused(invalid(`amount must be a number of pounds other than 0, at most ${MAX_ADJUSTMENT} either way`, 'amount'));
        const reason = text(body.reason);
        if (!reason || reason.length > 500) throw refused(invalid('reason is required, 500 characters or fewer', 'reason'));
        const current = periodMembers(store(), period).find((member) => member.membershipNumber === membershipNumber)?.cashback ?? 0;
        const belowZero = adjustmentProblem(current, amount);
        if (belowZero) throw refused(refuse(409, 'cashback-below-zero', belowZero, 'amount'));
        return HttpResponse.json(recordAdjustment(store(), period, { membershipNumber, amount, reason }, staffName(caller), new Date()), { status: 201 });
      }),
    ),

    http.post(
      '/{programme}/periods/{periodId}/purchase-reports/preview',
      staff(async ({ request, params }) => {
        const programme = reportingProgrammeOf(params);
        const upload = await readUpload(request, store(), programme, periodOf(store(), programme, params));
        return HttpResponse.json({ fileName: upload.file.name, ...upload.preview, duplicateOf: upload.duplicateOf });
      }),
    ),

    http.post(
      '/{programme}/periods/{periodId}/purchase-reports',
      once(async ({ request, params, caller }) => {
        const programme = reportingProgrammeOf(params);
        const period = periodOf(store(), programme, params);
        if (!canImportPurchaseReport(period.state))
          throw problem(
            409,
            'wrong-period-state',
            `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: reports can only be imported while it is open or closed for claims.`,
          );
        const upload = await readUpload(request, store(), programme, period);
        if (upload.duplicateOf) throw problem(409, 'report-already-imported', duplicateMessage(upload.duplicateOf));
        const { preview } = upload;
        if (preview.problems.length) {
          // A problem with the lines as a documented extension member (PurchaseReportRefusal).
          const detail = `${preview.problems.length} ${preview.problems.length === 1 ? 'line' : 'lines'} of the report cannot be imported, so nothing was imported.`;
          throw problem(422, 'report-lines-invalid', detail, { extensions: { lines: preview.problems } });
        }
        const now = new Date();
        const by = staffName(caller);
        const importedOn = now.toISOString();
        const reportedOn = formatApiDate(londonToday(now));
        for (const row of preview.rows) {
          const signup = store().rewards.signups.find(
            (candidate) => candidate.schemeType === programme.schemeType && candidate.supplierAccountNumber === row.accountNumber,
          );
          store().rewards.purchases.push({
            id: newStaffId(store(), 'b0c4a5e0'),
            schemeType: programme.schemeType,
            periodId: period.id,
            membershipNumber: row.membershipNumber,
            supplierAccountNumber: row.accountNumber,
            unitId: signup?.unitIds[0] ?? null,
            invoiceNumber: row.invoiceNumber,
            invoiceDate: row.invoiceDate,
            amountExcludingVat: row.amountExcludingVat,
            reportedOn,
          });
        }
        const report: StoredReport = {
          id: newStaffId(store(), '5e907000'),
          periodId: period.id,
          fileName: upload.file.name,
          importedOn,
          importedBy: by,
          invoices: preview.totals.invoices,
          totalExcludingVat: preview.totals.totalExcludingVat,
          fingerprint: upload.fingerprint,
        };
        store().programmeStaff.reports.push(report);
        audit(store(), period, by, { action: 'ReportImported', detail: `Imported ${report.fileName}: ${describeReportTotals(preview.totals)}.` }, now);
        const { periodId: _periodId, fingerprint: _fingerprint, ...answer } = report;
        return HttpResponse.json(answer, { status: 201 });
      }),
    ),

    http.post('/{programme}/periods/{periodId}/open', once((args) => HttpResponse.json(movePeriodOn('open', args)))),
    http.post('/{programme}/periods/{periodId}/close', once((args) => HttpResponse.json(movePeriodOn('close', args)))),
    http.post('/{programme}/periods/{periodId}/calculate', once((args) => HttpResponse.json(movePeriodOn('calculate', args)))),
    http.post('/{programme}/periods/{periodId}/approve', once((args) => HttpResponse.json(movePeriodOn('approve', args)))),
  ];
}
