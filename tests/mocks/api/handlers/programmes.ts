// TEST DOUBLE, never shipped: the supplier-reported programmes' member calls (BioPak, Nisbets, Booker),
// checked as the real server would check them. One handler per path, for whichever programme it names.
import { londonToday } from '../../../../src/domain/londonToday';
import { formatISO } from 'date-fns';
import { HttpResponse } from 'msw';
import { normaliseSupplierAccountNumber, PROGRAMMES, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import { isSupplierReportedSchemeType } from '../../../../src/domain/rewards/schemes';
import { isOpenUnit, type TradingUnit } from '../../../../src/domain/units/tradingUnit';
import { problem, refused } from '../responses';
import { invalid, refuse, type Refusal } from '../backend-reference/refusal';
import { idempotent } from '../backend-reference/idempotency';
import { simulatorGuid } from '../backend-reference/ids';
import { isValidSupplierAccountNumber, newestPurchaseFirst } from '../backend-reference/periods';
import { programmeCashback, signupOf } from '../backend-reference/rewards';
import type { SimulatorStore } from '../store';
import { requireMemberPermission } from './memberPermission';
import { memberResolver, type MemberRequest, type ResolverInfo } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';

/** Every field checked again here: the portal's form is a convenience, not a guarantee. */
function checkSignup(
  body: unknown,
  programme: SupplierReportedProgramme,
  units: readonly TradingUnit[],
  existing: ApiSchemas['ProgrammeSignup'] | undefined,
  store: SimulatorStore,
  membershipNumber: string,
): Refusal | { ok: true; request: ApiSchemas['ProgrammeSignupRequest'] } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (existing?.status === 'Pending') return refuse(409, 'signup-pending', `A sign-up to ${programme.name} is already waiting for approval`);
  if (existing?.status === 'Approved') return refuse(409, 'already-signed-up', `The member is already signed up to ${programme.name}`);
  if (record.consentToShareData !== true)
    return refuse(400, 'consent-required', `consentToShareData must be true: ${programme.supplier} may only share purchase data with the member's consent`, 'consentToShareData');
  const accountNumber = typeof record.supplierAccountNumber === 'string' ? normaliseSupplierAccountNumber(record.supplierAccountNumber) : '';
  if (!isValidSupplierAccountNumber(programme, accountNumber))
    return refuse(400, 'supplier-account-number-invalid', `supplierAccountNumber is not a valid ${programme.accountNumber.label} (${programme.accountNumber.pattern.source})`, 'supplierAccountNumber');
  const unitIds = Array.isArray(record.unitIds) ? record.unitIds : [];
  if (unitIds.length === 0 || !unitIds.every((id) => typeof id === 'string')) return invalid('unitIds must list at least one unit', 'unitIds');
  const unknown = unitIds.find((id) => !units.some((unit) => unit.id === id && isOpenUnit(unit)));
  if (unknown) return refuse(400, 'unit-not-open', `unitIds: ${String(unknown)} is not an open unit of this member`, `unitIds[${unitIds.indexOf(unknown)}]`);
  const takenByOther = store.rewards.signups.some(
    (signup) =>
      signup.schemeType === programme.schemeType &&
      signup.membershipNumber !== membershipNumber &&
      signup.status !== 'Rejected' &&
      signup.supplierAccountNumber === accountNumber,
  );
  if (takenByOther) return refuse(409, 'supplier-account-taken', `This ${programme.accountNumber.label} is already linked to another membership`);
  return { ok: true, request: { supplierAccountNumber: accountNumber, unitIds: [...new Set(unitIds as string[])], consentToShareData: true } };
}

/**
 * A member call of the programme the path names; any other name (Calor has its own calls) is no resource,
 * as for a path the API does not have. Then 403 unless the membership includes rewards.
 */
function programmeResolver<Answer extends Response>(
  options: ApiHandlerOptions,
  resolve: (args: MemberRequest & { programme: SupplierReportedProgramme }) => Answer | Promise<Answer>,
) {
  return (info: ResolverInfo): Promise<Answer> => {
    const schemeType = info.params.programme;
    if (!isSupplierReportedSchemeType(schemeType)) throw problem(404, 'not-found', `No API resource at ${new URL(info.request.url).pathname}`);
    const programme = PROGRAMMES[schemeType];
    return memberResolver(options, (args) => {
      requireMemberPermission(args.member, 'rewards');
      return resolve({ ...args, programme });
    })(info);
  };
}

export function supplierProgrammeHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;
  const idempotency = () => options.store.idempotency;

  return [
    /** The sign-up, or null when the member has never applied. */
    http.get(
      '/{programme}/members/{membershipNumber}/signup',
      programmeResolver(options, ({ member, programme }) =>
        HttpResponse.json({ signup: signupOf(store(), member.membershipNumber, programme.schemeType) ?? null }),
      ),
    ),

    /** Apply, or re-apply after a rejection (the same sign-up, its history kept). */
    http.post(
      '/{programme}/members/{membershipNumber}/signup',
      programmeResolver(
        options,
        idempotent(idempotency, async ({ request, member, programme }) => {
          const existing = signupOf(store(), member.membershipNumber, programme.schemeType);
          const units = store().units.units.get(member.membershipNumber) ?? [];
          const check = checkSignup(await request.json().catch(() => undefined), programme, units, existing, store(), member.membershipNumber);
          if (!check.ok) throw refused(check);
          const now = formatISO(new Date());
          const application = { ...check.request, status: 'Pending' as const, submittedOn: now, consentGivenOn: now };
          if (existing) {
            // A rejected sign-up, corrected: the same record goes back to Pending, its history kept.
            delete existing.rejectionReason;
            Object.assign(existing, application, { history: [...existing.history, { status: 'Pending', changedOn: now }] });
            return HttpResponse.json(existing);
          }
          const signup: ApiSchemas['ProgrammeSignup'] = {
            id: simulatorGuid('5160a000', 1000 + store().rewards.nextId++),
            schemeType: programme.schemeType,
            membershipNumber: member.membershipNumber,
            ...application,
            history: [{ status: 'Pending', changedOn: now }],
          };
          store().rewards.signups.push(signup);
          return HttpResponse.json(signup, { status: 201 });
        }),
      ),
    ),

    /** The rate, the current period, each period's purchases and cashback, the next payout. */
    http.get(
      '/{programme}/members/{membershipNumber}/cashback',
      programmeResolver(options, ({ member, programme }) =>
        HttpResponse.json(programmeCashback(store(), member.membershipNumber, programme.schemeType, londonToday())),
      ),
    ),

    /** What the supplier reported in one period, newest invoice first. */
    http.get(
      '/{programme}/members/{membershipNumber}/purchases',
      programmeResolver(options, ({ request, member, programme }) => {
        const periodId = new URL(request.url).searchParams.get('periodId') ?? '';
        const period = store().rewards.periods.find((candidate) => candidate.id === periodId && candidate.schemeType === programme.schemeType);
        if (!period) throw refused(refuse(400, 'unknown-period', `periodId must be one of ${programme.name}'s periods`, [{ in: 'query', name: 'periodId', detail: `must be one of ${programme.name}'s periods` }]));
        const purchases = store()
          .rewards.purchases.filter((purchase) => purchase.membershipNumber === member.membershipNumber && purchase.periodId === period.id)
          .sort(newestPurchaseFirst);
        return HttpResponse.json(purchases);
      }),
    ),
  ];
}
