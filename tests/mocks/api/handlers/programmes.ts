// TEST DOUBLE, never shipped: the supplier-reported programmes' member calls (BioPak, Nisbets, Booker),
// checked as the real server would check them. One set of handlers per programme, from its definition.
import { formatISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { newestPurchaseFirst } from '../../../../src/domain/rewards/purchases';
import { isValidSupplierAccountNumber, normaliseSupplierAccountNumber, PROGRAMMES, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import { SUPPLIER_REPORTED_SCHEME_TYPES } from '../../../../src/domain/rewards/schemes';
import type { ProgrammeSignup, ProgrammeSignupRequest } from '../../../../src/domain/rewards/signup';
import { isOpenUnit, type TradingUnit } from '../../../../src/domain/units/tradingUnit';
import { errorResponse } from '../responses';
import { simulatorGuid } from '../rules/ids';
import { programmeCashback, signupOf } from '../rules/rewards';
import type { SimulatorStore } from '../store';
import { requireMemberPermission } from './memberPermission';
import { idempotent } from '../rules/idempotency';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

type Refusal = { ok: false; status: number; message: string };
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

/** Every field checked again here: the portal's form is a convenience, not a guarantee. */
function checkSignup(
  body: unknown,
  programme: SupplierReportedProgramme,
  units: readonly TradingUnit[],
  existing: ProgrammeSignup | undefined,
  store: SimulatorStore,
  membershipNumber: string,
): Refusal | { ok: true; request: ProgrammeSignupRequest } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (existing?.status === 'Pending') return refuse(409, `A sign-up to ${programme.name} is already waiting for approval`);
  if (existing?.status === 'Approved') return refuse(409, `The member is already signed up to ${programme.name}`);
  if (record.consentToShareData !== true)
    return refuse(400, `consentToShareData must be true: ${programme.supplier} may only share purchase data with the member's consent`);
  const accountNumber = typeof record.supplierAccountNumber === 'string' ? normaliseSupplierAccountNumber(record.supplierAccountNumber) : '';
  if (!isValidSupplierAccountNumber(programme, accountNumber))
    return refuse(400, `supplierAccountNumber is not a valid ${programme.accountNumber.label} (${programme.accountNumber.pattern.source})`);
  const unitIds = Array.isArray(record.unitIds) ? record.unitIds : [];
  if (unitIds.length === 0 || !unitIds.every((id) => typeof id === 'string')) return refuse(400, 'unitIds must list at least one unit');
  const unknown = unitIds.find((id) => !units.some((unit) => unit.id === id && isOpenUnit(unit)));
  if (unknown) return refuse(400, `unitIds: ${String(unknown)} is not an open unit of this member`);
  const takenByOther = store.rewards.signups.some(
    (signup) =>
      signup.schemeType === programme.schemeType &&
      signup.membershipNumber !== membershipNumber &&
      signup.status !== 'Rejected' &&
      signup.supplierAccountNumber === accountNumber,
  );
  if (takenByOther) return refuse(409, `This ${programme.accountNumber.label} is already linked to another membership`);
  return { ok: true, request: { supplierAccountNumber: accountNumber, unitIds: [...new Set(unitIds as string[])], consentToShareData: true } };
}

function programmeHandlers(options: ApiHandlerOptions, programme: SupplierReportedProgramme) {
  const store = () => options.store;
  const idempotency = () => options.store.idempotency;
  const base = `${options.apiUrl}/${programme.schemeType}/members/:membershipNumber`;

  return [
    /** GET /{programme}/members/{n}/signup → { signup: ProgrammeSignup | null } */
    http.get(
      `${base}/signup`,
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        return HttpResponse.json({ signup: signupOf(store(), member.membershipNumber, programme.schemeType) ?? null });
      }),
    ),

    /** POST /{programme}/members/{n}/signup: apply, or re-apply after a rejection (the same sign-up, its history kept). */
    http.post(
      `${base}/signup`,
      memberResolver(options, idempotent(idempotency, async ({ request, member }) => {
        requireMemberPermission(member, 'rewards');
        const existing = signupOf(store(), member.membershipNumber, programme.schemeType);
        const units = store().units.units.get(member.membershipNumber) ?? [];
        const check = checkSignup(await request.json().catch(() => undefined), programme, units, existing, store(), member.membershipNumber);
        if (!check.ok) return errorResponse(check.status, check.message);
        const now = formatISO(new Date());
        const application = { ...check.request, status: 'Pending' as const, submittedOn: now, consentGivenOn: now };
        if (existing) {
          // A rejected sign-up, corrected: the same record goes back to Pending, its history kept.
          delete existing.rejectionReason;
          Object.assign(existing, application, { history: [...existing.history, { status: 'Pending', changedOn: now }] });
          return HttpResponse.json(existing);
        }
        const signup: ProgrammeSignup = {
          id: simulatorGuid('5160a000', 1000 + store().rewards.nextId++),
          schemeType: programme.schemeType,
          membershipNumber: member.membershipNumber,
          ...application,
          history: [{ status: 'Pending', changedOn: now }],
        };
        store().rewards.signups.push(signup);
        return HttpResponse.json(signup, { status: 201 });
      })),
    ),

    /** GET /{programme}/members/{n}/cashback: the rate, the current period, each period's purchases and cashback, the next payout. */
    http.get(
      `${base}/cashback`,
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'rewards');
        return HttpResponse.json(programmeCashback(store(), member.membershipNumber, programme.schemeType, new Date()));
      }),
    ),

    /** GET /{programme}/members/{n}/purchases?periodId=: what the supplier reported in one period, newest invoice first. */
    http.get(
      `${base}/purchases`,
      memberResolver(options, ({ request, member }) => {
        requireMemberPermission(member, 'rewards');
        const periodId = new URL(request.url).searchParams.get('periodId') ?? '';
        const period = store().rewards.periods.find((candidate) => candidate.id === periodId && candidate.schemeType === programme.schemeType);
        if (!period) return errorResponse(400, `periodId must be one of ${programme.name}'s periods`);
        const purchases = store()
          .rewards.purchases.filter((purchase) => purchase.membershipNumber === member.membershipNumber && purchase.periodId === period.id)
          .sort(newestPurchaseFirst);
        return HttpResponse.json(purchases);
      }),
    ),
  ];
}

export function supplierProgrammeHandlers(options: ApiHandlerOptions) {
  return SUPPLIER_REPORTED_SCHEME_TYPES.flatMap((schemeType) => programmeHandlers(options, PROGRAMMES[schemeType]));
}
