// TEST DOUBLE, never shipped: programme staff's sign-up queues (issue 14), /{programme}/signups…, for the
// larderAdmin and the programme's own employee role. Calor's sign-ups are the members' Calor accounts.
import { formatISO } from 'date-fns';
import { http, HttpResponse, type PathParams } from 'msw';
import type { CalorAccount } from '../../../../src/domain/calor/calorAccount';
import { formatDate } from '../../../../src/domain/format/date';
import { isGuid } from '../../../../src/domain/id';
import { PROGRAMMES } from '../../../../src/domain/rewards/programmes';
import { SCHEME_TYPES, type SchemeType } from '../../../../src/domain/rewards/schemes';
import { SIGNUP_STATUSES, type ProgrammeSignup, type SignupStatus } from '../../../../src/domain/rewards/signup';
import { DEFAULT_SIGNUP_STATUS, MAX_BULK_APPROVAL, SIGNUP_EMPLOYEE_ROLES, SIGNUP_LIST, type BulkApprovalResult, type StaffSignup } from '../../../../src/domain/rewards/staffSignup';
import { requireCaller, requireStaffRole, type CallerClaims } from '../auth';
import { errorResponse } from '../responses';
import { idempotent } from '../rules/idempotency';
import { containsText, pageOf } from '../rules/paging';
import { ADMIN_ROLE, memberName, memberUnits, staffName } from '../rules/programmeStaff';
import type { SimulatorStore } from '../store';
import type { ApiHandlerOptions } from './options';

/** A sign-up as the simulator holds it, with what changes it. */
interface HeldSignup {
  view: StaffSignup;
  decide: (status: Exclude<SignupStatus, 'Pending'>, when: string, reason?: string) => void;
}

const SEEDED_LONG_AGO = '2024-01-01T10:00:00Z';

function heldProgrammeSignup(store: SimulatorStore, signup: ProgrammeSignup): HeldSignup {
  const decision = store.programmeStaff.decisions.get(signup.id);
  const last = signup.history.at(-1);
  return {
    view: {
      id: signup.id,
      schemeType: signup.schemeType,
      membershipNumber: signup.membershipNumber,
      memberName: memberName(store, signup.membershipNumber),
      status: signup.status,
      submittedOn: signup.submittedOn,
      decidedOn: signup.status === 'Pending' ? null : (last?.changedOn ?? null),
      decidedBy: signup.status === 'Pending' ? null : (decision?.decidedBy ?? null),
      rejectionReason: signup.status === 'Rejected' ? (signup.rejectionReason ?? null) : null,
      supplierAccountNumber: signup.supplierAccountNumber,
      consentGivenOn: signup.consentGivenOn,
      units: memberUnits(store, signup.membershipNumber).filter((unit) => signup.unitIds.includes(unit.id)),
      calor: null,
    },
    decide: (status, when, reason) => {
      signup.status = status;
      signup.history.push({ status, changedOn: when, ...(reason ? { reason } : {}) });
      if (reason) signup.rejectionReason = reason;
      else delete signup.rejectionReason;
    },
  };
}

function heldCalorAccount(store: SimulatorStore, membershipNumber: string, account: CalorAccount): HeldSignup {
  const decision = store.programmeStaff.decisions.get(account.id);
  return {
    view: {
      id: account.id,
      schemeType: 'calor',
      membershipNumber,
      memberName: memberName(store, membershipNumber),
      status: account.accountStatus,
      submittedOn: store.programmeStaff.calorSubmittedOn.get(account.id) ?? SEEDED_LONG_AGO,
      decidedOn: account.accountStatus === 'Pending' ? null : (decision?.decidedOn ?? null),
      decidedBy: account.accountStatus === 'Pending' ? null : (decision?.decidedBy ?? null),
      rejectionReason: account.accountStatus === 'Rejected' ? (account.rejectionReason ?? null) : null,
      supplierAccountNumber: account.accountNumber ?? null,
      consentGivenOn: null,
      units: [],
      calor: { isDirectAccountHolder: account.isDirectAccountHolder, premises: account.premises },
    },
    decide: (status, _when, reason) => {
      account.accountStatus = status;
      if (reason) account.rejectionReason = reason;
      else delete account.rejectionReason;
    },
  };
}

function signupsOf(store: SimulatorStore, schemeType: SchemeType): HeldSignup[] {
  if (schemeType === 'calor')
    return [...store.calor.accounts].flatMap(([membershipNumber, accounts]) => accounts.map((account) => heldCalorAccount(store, membershipNumber, account)));
  return store.rewards.signups.filter((signup) => signup.schemeType === schemeType).map((signup) => heldProgrammeSignup(store, signup));
}

const already = (view: StaffSignup) =>
  `This sign-up was already ${view.status.toLowerCase()}${view.decidedBy ? ` by ${view.decidedBy}` : ''}${view.decidedOn ? ` on ${formatDate(view.decidedOn)}` : ''}.`;

function programmeHandlers(options: ApiHandlerOptions, schemeType: SchemeType) {
  const store = () => options.store;
  const programme = PROGRAMMES[schemeType];
  const base = `${options.apiUrl}/${schemeType}/signups`;
  const roles = [ADMIN_ROLE, ...(SIGNUP_EMPLOYEE_ROLES[schemeType] ? [SIGNUP_EMPLOYEE_ROLES[schemeType]] : [])];

  async function staff(request: Request) {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, roles);
    return caller;
  }

  /** A staff decision: checked, then done once per Idempotency-Key (a repeat gets the first answer). */
  const once =
    (resolve: (args: { request: Request; params: PathParams; caller: CallerClaims }) => Promise<Response>) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      const caller = await staff(request);
      return idempotent(() => store().idempotency, resolve)({ request, params, caller });
    };

  function decide(held: HeldSignup, status: Exclude<SignupStatus, 'Pending'>, by: string, reason?: string) {
    const when = formatISO(new Date());
    held.decide(status, when, reason);
    store().programmeStaff.decisions.set(held.view.id, { decidedOn: when, decidedBy: by });
  }

  const find = (signupId: unknown) => {
    const id = String(signupId);
    const held = isGuid(id) ? signupsOf(store(), schemeType).find((candidate) => candidate.view.id === id) : undefined;
    if (!held) throw errorResponse(404, `${programme.name} has no sign-up ${id}`);
    return held;
  };

  return [
    /**
     * GET /{programme}/signups?status=Pending|Approved|Rejected&search&page&pageSize&sort=submittedOn|membershipNumber|memberName&direction
     * → SignupQueuePage: a page of one tab (Pending when no status is given), and how many each tab holds.
     */
    http.get(base, async ({ request }) => {
      await staff(request);
      const views = signupsOf(store(), schemeType).map((held) => held.view);
      const params = new URL(request.url).searchParams;
      const status = SIGNUP_STATUSES.find((candidate) => candidate === params.get('status')) ?? DEFAULT_SIGNUP_STATUS;
      const page = pageOf(views, request, {
        definition: SIGNUP_LIST,
        sortValue: (view, sort) => view[sort],
        matches: (view, filters) =>
          view.status === status && containsText(`${view.membershipNumber} ${view.memberName} ${view.supplierAccountNumber ?? ''}`, filters.search),
      });
      const counts = Object.fromEntries(SIGNUP_STATUSES.map((candidate) => [candidate, views.filter((view) => view.status === candidate).length]));
      return HttpResponse.json({ ...page, counts });
    }),

    /** POST /{programme}/signups/approve { signupIds } → BulkApprovalResult: each still Pending is approved, the others skipped with why. */
    http.post(
      `${base}/approve`,
      once(async ({ request, caller }) => {
        const body: unknown = await request.json().catch(() => undefined);
        const ids = typeof body === 'object' && body !== null && Array.isArray((body as { signupIds?: unknown }).signupIds) ? (body as { signupIds: unknown[] }).signupIds : undefined;
        if (!ids || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
          return errorResponse(400, 'signupIds must list the sign-ups to approve');
        if (ids.length > MAX_BULK_APPROVAL) return errorResponse(400, `At most ${MAX_BULK_APPROVAL} sign-ups can be approved at once`);
        const all = signupsOf(store(), schemeType);
        const result: BulkApprovalResult = { approved: [], skipped: [] };
        for (const id of new Set(ids as string[])) {
          const held = all.find((candidate) => candidate.view.id === id);
          if (!held) result.skipped.push({ signupId: id, reason: `${programme.name} has no sign-up ${id}.` });
          else if (held.view.status !== 'Pending') result.skipped.push({ signupId: id, reason: `${held.view.memberName} (${held.view.membershipNumber}): ${already(held.view)}` });
          else {
            decide(held, 'Approved', staffName(caller));
            result.approved.push(id);
          }
        }
        return HttpResponse.json(result);
      }),
    ),

    /** POST /{programme}/signups/{signupId}/approve → StaffSignup; 404 unknown; 409 no longer Pending ("already … by … on …"). */
    http.post(
      `${base}/:signupId/approve`,
      once(async ({ params, caller }) => {
        const held = find(params.signupId);
        if (held.view.status !== 'Pending') return errorResponse(409, already(held.view));
        decide(held, 'Approved', staffName(caller));
        return HttpResponse.json(find(params.signupId).view);
      }),
    ),

    /** POST /{programme}/signups/{signupId}/reject { reason } → StaffSignup; 400 no reason (or over 500 characters); 404; 409 no longer Pending. */
    http.post(
      `${base}/:signupId/reject`,
      once(async ({ request, params, caller }) => {
        const held = find(params.signupId);
        const body: unknown = await request.json().catch(() => undefined);
        const reason = typeof body === 'object' && body !== null && typeof (body as { reason?: unknown }).reason === 'string' ? (body as { reason: string }).reason.trim() : '';
        if (!reason || reason.length > 500) return errorResponse(400, 'reason is required (the member sees it), 500 characters or fewer');
        if (held.view.status !== 'Pending') return errorResponse(409, already(held.view));
        decide(held, 'Rejected', staffName(caller), reason);
        return HttpResponse.json(find(params.signupId).view);
      }),
    ),
  ];
}

export function programmeSignupHandlers(options: ApiHandlerOptions) {
  return SCHEME_TYPES.flatMap((schemeType) => programmeHandlers(options, schemeType));
}
