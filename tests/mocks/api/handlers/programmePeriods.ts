// TEST DOUBLE, never shipped: programme staff's period calls (issue 14), for each of the four programmes:
// /{programme}/periods…, larderAdmin only, checked and refused as the real server would.
import { format, isValid, parse } from 'date-fns';
import { http, HttpResponse, type PathParams } from 'msw';
import { formatDate } from '../../../../src/domain/format/date';
import { isGuid } from '../../../../src/domain/id';
import { MAX_ADJUSTMENT } from '../../../../src/domain/rewards/staffSchemas';
import {
  PERIOD_AUDIT_LIST,
  PERIOD_LIST,
  PERIOD_MEMBER_LIST,
  adjustmentProblem,
  type PeriodAuditAction,
  type StaffPeriod,
} from '../../../../src/domain/rewards/periodAdmin';
import {
  canAdjustCashback,
  canImportPurchaseReport,
  checkPeriodAction,
  isOrderedPeriod,
  overlapMessage,
  overlappingPeriod,
  proposedNextPeriod,
  STAFF_PERIOD_STATE_LABELS,
  type PeriodAction,
} from '../../../../src/domain/rewards/periodLifecycle';
import { PERIOD_STATES, type ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import { normaliseSupplierAccountNumber, PROGRAMMES, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import { SCHEME_TYPES, type SchemeType } from '../../../../src/domain/rewards/schemes';
import { describeReportTotals, previewSupplierReport, type ReportPreview } from '../../../../src/domain/rewards/supplierReport';
import { requireCaller, requireStaffRole, type CallerClaims } from '../auth';
import { errorResponse } from '../responses';
import { idempotent } from '../rules/idempotency';
import { containsText, pageOf } from '../rules/paging';
import {
  ADMIN_ROLE,
  approvePeriodForPayout,
  audit,
  calculatePeriodCashback,
  findPeriod,
  isProgrammeMember,
  memberName,
  newStaffId,
  periodDetail,
  periodMemberDetail,
  periodMembers,
  programmePeriods,
  recordAdjustment,
  staffName,
} from '../rules/programmeStaff';
import type { StoredReport } from '../seed/programmeStaff';
import type { SimulatorStore } from '../store';
import type { ApiHandlerOptions } from './options';

const PERIOD_ROLES = [ADMIN_ROLE];

const ACTION_AUDIT: Record<PeriodAction, PeriodAuditAction> = {
  open: 'Opened',
  close: 'ClosedForClaims',
  calculate: 'CashbackCalculated',
  approve: 'ApprovedForPayout',
};

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
  duplicateOf: Pick<StoredReport, 'fileName' | 'importedOn' | 'importedBy'> | null;
}

const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;

async function readUpload(request: Request, store: SimulatorStore, programme: SupplierReportedProgramme, period: ProgrammePeriod): Promise<ReadUpload | Response> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('report');
  if (!isFile(file)) return errorResponse(400, 'Send the report as multipart/form-data with one file in the field "report"');
  if (file.size > 5 * 1024 * 1024) return errorResponse(400, 'The report is larger than 5 MB');
  // By its name, or its type where a client sends no name (jsdom's uploads arrive as 'blob').
  if (!/\.csv$/i.test(file.name) && !/^(text\/csv|application\/vnd\.ms-excel)/.test(file.type)) return errorResponse(400, 'The report must be a .csv file');
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

function programmeHandlers(options: ApiHandlerOptions, schemeType: SchemeType) {
  const store = () => options.store;
  const programme = PROGRAMMES[schemeType];
  const base = `${options.apiUrl}/${schemeType}/periods`;

  /** Every call: a larderAdmin (or developer); then the period, when the path names one (404 otherwise, GUID or not). */
  async function staff(request: Request): Promise<CallerClaims> {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, PERIOD_ROLES);
    return caller;
  }
  /** A staff decision: checked, then done once per Idempotency-Key (a repeat gets the first answer). */
  const once =
    (resolve: (args: { request: Request; params: PathParams; caller: CallerClaims }) => Promise<Response>) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      const caller = await staff(request);
      return idempotent(() => store().idempotency, resolve)({ request, params, caller });
    };
  function periodOr404(periodId: unknown): ProgrammePeriod {
    const id = String(periodId);
    const period = isGuid(id) ? findPeriod(store(), schemeType, id) : undefined;
    if (!period) throw errorResponse(404, `${programme.name} has no period ${id}`);
    return period;
  }

  const handlers = [
    /** GET /{programme}/periods?page&pageSize&sort=startDate|name|state&direction&state → Paged<StaffPeriod> */
    http.get(base, async ({ request }) => {
      await staff(request);
      const rows: StaffPeriod[] = programmePeriods(store(), schemeType).map((period) => {
        const members = periodMembers(store(), period);
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

    /** GET /{programme}/periods/next → { name, startDate, endDate }: the period after the latest, from the programme's rhythm. */
    http.get(`${base}/next`, async ({ request }) => {
      await staff(request);
      return HttpResponse.json(proposedNextPeriod(programme.periodRhythm, programmePeriods(store(), schemeType), new Date()));
    }),

    /** POST /{programme}/periods { name, startDate, endDate } → 201 the period (Upcoming); 400 bad fields; 409 overlapping dates. */
    http.post(
      base,
      once(async ({ request, caller }) => {
      const body = record(await request.json().catch(() => undefined));
      const name = text(body.name);
      if (!name || name.length > 60) return errorResponse(400, 'name is required, 60 characters or fewer');
      const startDate = readApiDate(body.startDate);
      const endDate = readApiDate(body.endDate);
      if (!startDate || !endDate) return errorResponse(400, 'startDate and endDate must be dates as yyyy-MM-dd');
      if (!isOrderedPeriod({ startDate, endDate })) return errorResponse(400, 'The last day must be on or after the first day');
      const existing = programmePeriods(store(), schemeType);
      const overlap = overlappingPeriod(existing, { startDate, endDate });
      if (overlap) return errorResponse(409, overlapMessage(overlap));
      if (existing.some((period) => period.name.toLowerCase() === name.toLowerCase()))
        return errorResponse(409, `${programme.name} already has a period called ${name}. Give this one another name.`);
      const period: ProgrammePeriod = { id: newStaffId(store(), 'a0e10d00'), schemeType, name, startDate, endDate, state: 'Upcoming' };
      store().rewards.periods.push(period);
      audit(store(), period, staffName(caller), { action: 'Created', toState: 'Upcoming', detail: `Created ${name} (${formatDate(startDate)} to ${formatDate(endDate)}).` });
      return HttpResponse.json(period, { status: 201 });
      }),
    ),

    /** GET /{programme}/periods/{periodId} → PeriodDetail; 404 unknown (or another programme's, or not a GUID). */
    http.get(`${base}/:periodId`, async ({ request, params }) => {
      await staff(request);
      return HttpResponse.json(periodDetail(store(), periodOr404(params.periodId)));
    }),

    /** GET /{programme}/periods/{periodId}/members?search&page&pageSize&sort&direction → Paged<PeriodMemberCashback> */
    http.get(`${base}/:periodId/members`, async ({ request, params }) => {
      await staff(request);
      const period = periodOr404(params.periodId);
      return HttpResponse.json(
        pageOf(periodMembers(store(), period), request, {
          definition: PERIOD_MEMBER_LIST,
          sortValue: (member, sort) =>
            sort === 'purchasesTotal' ? member.purchases.totalExcludingVat : sort === 'cashback' ? member.cashback : member[sort],
          matches: (member, filters) => containsText(`${member.membershipNumber} ${member.memberName} ${member.supplierAccountNumber ?? ''}`, filters.search),
        }),
      );
    }),

    /** GET /{programme}/periods/{periodId}/members/{membershipNumber} → PeriodMemberDetail (purchases or claims, adjustments). */
    http.get(`${base}/:periodId/members/:membershipNumber`, async ({ request, params }) => {
      await staff(request);
      const period = periodOr404(params.periodId);
      const membershipNumber = String(params.membershipNumber);
      if (!periodMembers(store(), period).some((member) => member.membershipNumber === membershipNumber))
        return errorResponse(404, `${membershipNumber} has nothing in ${period.name}`);
      return HttpResponse.json(periodMemberDetail(store(), period, membershipNumber));
    }),

    /** GET /{programme}/periods/{periodId}/cashback → { period, cashbackPercent, members: PeriodMemberCashback[] }: every line, for the CSV export. */
    http.get(`${base}/:periodId/cashback`, async ({ request, params }) => {
      await staff(request);
      const period = periodOr404(params.periodId);
      const members = periodMembers(store(), period).sort((a, b) => a.membershipNumber.localeCompare(b.membershipNumber));
      return HttpResponse.json({ period, cashbackPercent: periodDetail(store(), period).cashbackPercent, members });
    }),

    /** GET /{programme}/periods/{periodId}/audit?page&pageSize → Paged<PeriodAuditEntry>, newest first. */
    http.get(`${base}/:periodId/audit`, async ({ request, params }) => {
      await staff(request);
      const period = periodOr404(params.periodId);
      const entries = store().programmeStaff.audit.filter((entry) => entry.periodId === period.id);
      return HttpResponse.json(pageOf(entries, request, { definition: PERIOD_AUDIT_LIST, sortValue: (entry) => entry.at, matches: () => true }));
    }),

    /**
     * POST /{programme}/periods/{periodId}/adjustments { membershipNumber, amount (pounds, negative takes off), reason }
     * → 201 the adjustment; 400 bad fields or not a member of the programme; 409 the period is paid, or it would take the cashback below £0.
     */
    http.post(
      `${base}/:periodId/adjustments`,
      once(async ({ request, params, caller }) => {
      const period = periodOr404(params.periodId);
      if (!canAdjustCashback(period.state))
        return errorResponse(409, `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: its cashback can only be adjusted while it is open, closed for claims or calculated.`);
      const body = record(await request.json().catch(() => undefined));
      const membershipNumber = text(body.membershipNumber);
      if (!membershipNumber || !isProgrammeMember(store(), schemeType, membershipNumber))
        return errorResponse(400, `${membershipNumber || 'membershipNumber'} is not a member of the ${programme.name} programme`);
      const amount = typeof body.amount === 'number' ? Math.round(body.amount * 100) / 100 : Number.NaN;
      if (!Number.isFinite(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT)
        return errorResponse(400, `amount must be a number of pounds other than 0, at most ${MAX_ADJUSTMENT} either way`);
      const reason = text(body.reason);
      if (!reason || reason.length > 500) return errorResponse(400, 'reason is required, 500 characters or fewer');
      const current = periodMembers(store(), period).find((member) => member.membershipNumber === membershipNumber)?.cashback ?? 0;
      const problem = adjustmentProblem(current, amount);
      if (problem) return errorResponse(409, problem);
      return HttpResponse.json(recordAdjustment(store(), period, { membershipNumber, amount, reason }, staffName(caller), new Date()), { status: 201 });
      }),
    ),
    // Last: its `:action` would also match …/adjustments and …/purchase-reports, which it passes on.
    /** POST /{programme}/periods/{periodId}/{open|close|calculate|approve} → PeriodDetail; 409 with the reason when the state machine refuses. */
    http.post(`${base}/:periodId/:action`, async (info) => {
      const action = String(info.params.action);
      if (!(['open', 'close', 'calculate', 'approve'] as const).some((candidate) => candidate === action)) return undefined;
      return once(async ({ params, caller }) => {
      const period = periodOr404(params.periodId);
      const now = new Date();
      const check = checkPeriodAction(period, action as PeriodAction, now);
      if (!check.ok) return errorResponse(409, check.reason);
      const by = staffName(caller);
      let detail = check.to === 'Open' ? 'Opened for claims and purchase reports.' : 'Closed for claims.';
      if (action === 'calculate') {
        const waiting = periodDetail(store(), period).claimsWaiting;
        if (waiting > 0)
          return errorResponse(409, `${waiting} ${waiting === 1 ? 'claim' : 'claims'} in ${period.name} still ${waiting === 1 ? 'waits' : 'wait'} for a decision. Review them before calculating the cashback.`);
        detail = calculatePeriodCashback(store(), period, by, now);
      }
      if (action === 'approve') detail = approvePeriodForPayout(store(), period, by, now);
      const from = period.state;
      period.state = check.to;
      audit(store(), period, by, { action: ACTION_AUDIT[action as PeriodAction], fromState: from, toState: check.to, detail }, now);
      return HttpResponse.json(periodDetail(store(), period));
      })(info);
    }),
  ];

  if (programme.earnsBy !== 'supplier-reports') return handlers;
  const reporting: SupplierReportedProgramme = programme;

  return [
    /**
     * POST /{programme}/periods/{periodId}/purchase-reports/preview, multipart: report (a .csv file)
     * → { fileName, rows, problems: [{ line, reason }], totals, duplicateOf }: nothing is stored.
     */
    http.post(`${base}/:periodId/purchase-reports/preview`, async ({ request, params }) => {
      await staff(request);
      const period = periodOr404(params.periodId);
      const upload = await readUpload(request, store(), reporting, period);
      if (upload instanceof Response) return upload;
      return HttpResponse.json({ fileName: upload.file.name, ...upload.preview, duplicateOf: upload.duplicateOf });
    }),

    /**
     * POST /{programme}/periods/{periodId}/purchase-reports, multipart: report (the same file)
     * → 201 the imported report; 409 the period no longer takes reports, or the same file was imported before;
     * 422 { message, problems } when any line is bad: then nothing is applied.
     */
    http.post(
      `${base}/:periodId/purchase-reports`,
      once(async ({ request, params, caller }) => {
      const period = periodOr404(params.periodId);
      if (!canImportPurchaseReport(period.state))
        return errorResponse(409, `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: reports can only be imported while it is open or closed for claims.`);
      const upload = await readUpload(request, store(), reporting, period);
      if (upload instanceof Response) return upload;
      if (upload.duplicateOf) return errorResponse(409, duplicateMessage(upload.duplicateOf));
      const { preview } = upload;
      if (preview.problems.length)
        return HttpResponse.json(
          { message: `${preview.problems.length} ${preview.problems.length === 1 ? 'line' : 'lines'} of the report cannot be imported, so nothing was imported.`, problems: preview.problems },
          { status: 422 },
        );
      const now = new Date();
      const by = staffName(caller);
      const importedOn = now.toISOString();
      const reportedOn = importedOn.slice(0, 10);
      for (const row of preview.rows) {
        const signup = store().rewards.signups.find((candidate) => candidate.schemeType === schemeType && candidate.supplierAccountNumber === row.accountNumber);
        store().rewards.purchases.push({
          id: newStaffId(store(), 'b0c4a5e0'),
          schemeType: reporting.schemeType,
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
    ...handlers,
  ];
}

export function programmePeriodHandlers(options: ApiHandlerOptions) {
  return SCHEME_TYPES.flatMap((schemeType) => programmeHandlers(options, schemeType));
}
