// TEST DOUBLE, never shipped: programme staff's sign-up queues, /{programme}/signups…, for the
// larderAdmin and the programme's own employee role. Calor's sign-ups are the members' Calor accounts.
import { formatISO } from 'date-fns';
import { HttpResponse } from 'msw';
import type { CalorAccount } from '../../../../src/domain/calor/calorAccount';
import { formatDate } from '../../../../src/domain/format/date';
import { isGuid } from '../../../../src/domain/id';
import type { ProgrammeDefinition } from '../../../../src/domain/rewards/programmes';
import type { SchemeType } from '../../../../src/domain/rewards/schemes';
import { SIGNUP_STATUSES, type ProgrammeSignup, type SignupStatus } from '../../../../src/domain/rewards/signup';
import { DEFAULT_SIGNUP_STATUS, SIGNUP_LIST } from '../../../../src/domain/rewards/staffSignup';
import { problem, refused } from '../responses';
import { invalid } from '../backend-reference/refusal';
import { idempotent } from '../backend-reference/idempotency';
import { containsText, pageOf } from '../backend-reference/paging';
import { MAX_BULK_APPROVAL } from '../backend-reference/periods';
import { memberName, memberUnits, programmeOf, staffName } from '../backend-reference/programmeStaff';
import type { SimulatorStore } from '../store';
import type { ResolverInfo } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver, type StaffRequest } from './staffResolver';

type StaffSignup = ApiSchemas['StaffSignup'];

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


interface SignupRequest extends StaffRequest {
  programme: ProgrammeDefinition;
}

export function programmeSignupHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;

  /** Every call: the path's programme (404 for one the API does not run), then a caller with one of its roles. */
  const staff =
    <Answer extends Response>(resolve: (args: SignupRequest) => Answer | Promise<Answer>) =>
    (info: ResolverInfo) => {
      const programme = programmeOf(info.params);
      return staffResolver(options, (args) => resolve({ ...args, programme }))(info);
    };
  /** A staff decision: checked, then done once per Idempotency-Key (a repeat gets the first answer). */
  const once = <Answer extends Response>(resolve: (args: SignupRequest) => Answer | Promise<Answer>) =>
    staff(idempotent(() => store().idempotency, resolve));

  function decide(held: HeldSignup, status: Exclude<SignupStatus, 'Pending'>, by: string, reason?: string) {
    const when = formatISO(new Date());
    held.decide(status, when, reason);
    store().programmeStaff.decisions.set(held.view.id, { decidedOn: when, decidedBy: by });
  }

  /** The sign-up a path names, in the path's programme: 404 otherwise (unknown, another programme's, not a GUID). */
  const find = (programme: ProgrammeDefinition, signupId: unknown) => {
    const id = String(signupId);
    const held = isGuid(id) ? signupsOf(store(), programme.schemeType).find((candidate) => candidate.view.id === id) : undefined;
    if (!held) throw problem(404, 'not-found', `${programme.name} has no sign-up ${id}`);
    return held;
  };

  return [
    http.get(
      '/{programme}/signups',
      staff(({ request, programme }) => {
        const views = signupsOf(store(), programme.schemeType).map((held) => held.view);
        const params = new URL(request.url).searchParams;
        const status = SIGNUP_STATUSES.find((candidate) => candidate === params.get('status')) ?? DEFAULT_SIGNUP_STATUS;
        const page = pageOf(views, request, {
          definition: SIGNUP_LIST,
          sortValue: (view, sort) => view[sort],
          matches: (view, filters) =>
            view.status === status && containsText(`${view.membershipNumber} ${view.memberName} ${view.supplierAccountNumber ?? ''}`, filters.search),
        });
        const count = (candidate: SignupStatus) => views.filter((view) => view.status === candidate).length;
        const answer: ApiSchemas['SignupQueuePage'] = { ...page, counts: { Pending: count('Pending'), Approved: count('Approved'), Rejected: count('Rejected') } };
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      '/{programme}/signups/approve',
      once(async ({ request, caller, programme }) => {
        const body: unknown = await request.json().catch(() => undefined);
        const ids = typeof body === 'object' && body !== null && Array.isArray((body as { signupIds?: unknown }).signupIds) ? (body as { signupIds: unknown[] }).signupIds : undefined;
        if (!ids || ids.length === 0 || !ids.every((id) => typeof id === 'string')) throw refused(invalid('signupIds must list the sign-ups to approve', 'signupIds'));
        if (ids.length > MAX_BULK_APPROVAL) throw refused(invalid(`At most ${MAX_BULK_APPROVAL} sign-ups can be approved at once`, 'signupIds'));
        const all = signupsOf(store(), programme.schemeType);
        const result: ApiSchemas['BulkSignupApprovalResult'] = { approved: [], skipped: [] };
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

    http.post(
      '/{programme}/signups/{signupId}/approve',
      once(({ params, caller, programme }) => {
        const held = find(programme, params.signupId);
        if (held.view.status !== 'Pending') throw problem(409, 'already-decided', already(held.view));
        decide(held, 'Approved', staffName(caller));
        return HttpResponse.json(find(programme, params.signupId).view);
      }),
    ),

    http.post(
      '/{programme}/signups/{signupId}/reject',
      once(async ({ request, params, caller, programme }) => {
        const held = find(programme, params.signupId);
        const body: unknown = await request.json().catch(() => undefined);
        const reason = typeof body === 'object' && body !== null && typeof (body as { reason?: unknown }).reason === 'string' ? (body as { reason: string }).reason.trim() : '';
        if (!reason || reason.length > 500) throw refused(invalid('reason is required (the member sees it), 500 characters or fewer', 'reason'));
        if (held.view.status !== 'Pending') throw problem(409, 'already-decided', already(held.view));
        decide(held, 'Rejected', staffName(caller), reason);
        return HttpResponse.json(find(programme, params.signupId).view);
      }),
    ),
  ];
}
