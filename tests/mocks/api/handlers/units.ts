// TEST DOUBLE, never shipped: trading units and premises (designed calls: src/api/get-trading-units.ts and
// the premises feature's calls), their reference lists, and the staff overview.
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { isGuid } from '../../../../src/domain/id';
import { FHIS_RATINGS, FHRS_RATINGS, type UnitPremises } from '../../../../src/domain/units/unitPremises';
import { NOT_RATED, OVERVIEW_PAGE_SIZE, type OverviewRow, type UnitsOverviewPage } from '../../../../src/domain/units/unitsOverview';
import { requireCaller, type CallerClaims } from '../auth';
import { errorResponse } from '../responses';
import { checkUnitRequest } from '../rules/unitRequest';
import { unitId } from '../seed/units';
import type { SimulatorStore } from '../store';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

/** Open units first, then by name: the order every screen lists them in. */
export const unitOrder = (a: UnitPremises, b: UnitPremises) =>
  Number(a.status === 'Closed') - Number(b.status === 'Closed') || a.name.localeCompare(b.name, 'en-GB');

/** The overview is for the association's administrators and account managers (spec §6), and developers. */
const OVERVIEW_ROLES = ['larderAdmin', 'accountManager', 'developer'];

const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const MAX_PAGE_SIZE = 100;
const RATINGS: readonly string[] = [...FHRS_RATINGS, ...FHIS_RATINGS, NOT_RATED];

interface OverviewQuery {
  search: string;
  businessTypeId: string;
  rating: string;
}

function readOverviewQuery(url: URL): OverviewQuery | string {
  const search = (url.searchParams.get('search') ?? '').trim();
  const businessTypeId = url.searchParams.get('businessTypeId') ?? '';
  const rating = url.searchParams.get('rating') ?? '';
  if (businessTypeId && !isGuid(businessTypeId)) return 'businessTypeId must be a business type id';
  if (rating && !RATINGS.includes(rating)) return `rating must be one of ${RATINGS.join(', ')}`;
  return { search, businessTypeId, rating };
}

/** Every member's units matching the query: member number, unit name or postcode; business type; rating. */
function overviewRows(store: SimulatorStore, query: OverviewQuery): OverviewRow[] {
  const wanted = normalise(query.search);
  const rows: OverviewRow[] = [];
  for (const [membershipNumber, units] of store.units.units)
    for (const unit of units) {
      if (wanted && ![membershipNumber, unit.name, unit.postcode].some((field) => normalise(field).includes(wanted))) continue;
      if (query.businessTypeId && unit.businessTypeId !== query.businessTypeId) continue;
      if (query.rating && (unit.hygieneRating?.value ?? NOT_RATED) !== query.rating) continue;
      rows.push({ membershipNumber, unit });
    }
  return rows.sort((a, b) => a.membershipNumber.localeCompare(b.membershipNumber) || unitOrder(a.unit, b.unit));
}

function requireOverviewCaller(caller: CallerClaims) {
  if (!caller.roles.some((role) => OVERVIEW_ROLES.includes(role))) throw errorResponse(403, 'Only administrators and account managers may see every unit');
}

export function unitHandlers(options: ApiHandlerOptions) {
  const store = () => options.store;
  const member = `${options.apiUrl}/members/:membershipNumber/units`;
  const unitsOf = (membershipNumber: string) => {
    const units = store().units.units.get(membershipNumber) ?? [];
    store().units.units.set(membershipNumber, units);
    return units;
  };
  const findUnit = (membershipNumber: string, id: unknown) => (isGuid(id) ? unitsOf(membershipNumber).find((unit) => unit.id === id) : undefined);
  const referenceList = (path: string, list: () => { id: string; text: string }[]) =>
    http.get(`${options.apiUrl}/members/reference-data/${path}`, async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(list());
    });

  return [
    referenceList('business-type', () => store().premisesReference.businessTypes),
    referenceList('food-type', () => store().premisesReference.foodTypes),
    referenceList('equipment-type', () => store().premisesReference.equipmentTypes),

    http.get(member, memberResolver(options, ({ member: { membershipNumber } }) => HttpResponse.json<UnitPremises[]>([...unitsOf(membershipNumber)].sort(unitOrder)))),

    http.get(
      `${member}/:unitId`,
      memberResolver(options, ({ member: { membershipNumber }, params }) => {
        const unit = findUnit(membershipNumber, params.unitId);
        return unit ? HttpResponse.json(unit) : errorResponse(404, `Member ${membershipNumber} has no unit ${String(params.unitId)}`);
      }),
    ),

    http.post(
      member,
      memberResolver(options, async ({ request, member: { membershipNumber } }) => {
        const check = checkUnitRequest(await request.json().catch(() => undefined), store().premisesReference, new Date());
        if (!check.ok) return errorResponse(400, check.message);
        const unit: UnitPremises = { id: unitId(store().units.nextId++), ...check.unit, status: 'Open', isFranchiseUnit: false, closedOn: null };
        unitsOf(membershipNumber).push(unit);
        return HttpResponse.json(unit, { status: 201 });
      }),
    ),

    http.put(
      `${member}/:unitId`,
      memberResolver(options, async ({ request, member: { membershipNumber }, params }) => {
        const unit = findUnit(membershipNumber, params.unitId);
        if (!unit) return errorResponse(404, `Member ${membershipNumber} has no unit ${String(params.unitId)}`);
        if (unit.status === 'Closed') return errorResponse(409, 'A closed unit cannot be changed');
        const check = checkUnitRequest(await request.json().catch(() => undefined), store().premisesReference, new Date());
        if (!check.ok) return errorResponse(400, check.message);
        const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
        if (
          unit.isFranchiseUnit &&
          (check.unit.businessTypeId !== unit.businessTypeId || !same(check.unit.foodTypeIds, unit.foodTypeIds) || !same(check.unit.equipmentTypeIds, unit.equipmentTypeIds))
        )
          return errorResponse(400, "A coffee franchise unit's business type, food types and equipment types are set by the franchise");
        const { addressLine2: _previous, ...kept } = unit;
        const updated: UnitPremises = { ...kept, ...check.unit };
        unitsOf(membershipNumber).splice(unitsOf(membershipNumber).indexOf(unit), 1, updated);
        return HttpResponse.json(updated);
      }),
    ),

    http.post(
      `${member}/:unitId/close`,
      memberResolver(options, ({ member: { membershipNumber }, params }) => {
        const unit = findUnit(membershipNumber, params.unitId);
        if (!unit) return errorResponse(404, `Member ${membershipNumber} has no unit ${String(params.unitId)}`);
        if (unit.status === 'Closed') return errorResponse(409, 'The unit is already closed');
        // Closed, never deleted: its documents and records stay.
        unit.status = 'Closed';
        unit.closedOn = format(new Date(), 'yyyy-MM-dd');
        return HttpResponse.json(unit);
      }),
    ),

    http.get(`${options.apiUrl}/units/overview`, async ({ request }): Promise<Response> => {
      requireOverviewCaller(await requireCaller(request, options));
      const url = new URL(request.url);
      const query = readOverviewQuery(url);
      if (typeof query === 'string') return errorResponse(400, query);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? OVERVIEW_PAGE_SIZE);
      if (!Number.isInteger(page) || page < 1) return errorResponse(400, 'page must be a whole number from 1');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return errorResponse(400, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
      const rows = overviewRows(store(), query);
      return HttpResponse.json<UnitsOverviewPage>({ items: rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, totalCount: rows.length });
    }),

    http.get(`${options.apiUrl}/units/overview/export`, async ({ request }): Promise<Response> => {
      requireOverviewCaller(await requireCaller(request, options));
      const query = readOverviewQuery(new URL(request.url));
      if (typeof query === 'string') return errorResponse(400, query);
      return HttpResponse.json<OverviewRow[]>(overviewRows(store(), query));
    }),
  ];
}
