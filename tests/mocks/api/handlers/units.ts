// TEST DOUBLE, never shipped: trading units and premises (api/areas/premises.yaml), their reference lists,
// and the staff overview.
import { londonToday } from '../../../../src/domain/londonToday';
import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { isGuid } from '../../../../src/domain/id';
import { FHIS_RATINGS, FHRS_RATINGS } from '../../../../src/domain/units/unitPremises';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../src/domain/lists/listQuery';
import { NOT_RATED } from '../../../../src/domain/units/unitsOverview';
import { requireCaller } from '../auth';
import { problem, refused } from '../responses';
import { invalid } from '../backend-reference/refusal';
import { idempotent } from '../backend-reference/idempotency';
import { checkUnitRequest } from '../backend-reference/unitRequest';
import { unitChoices, unitOrder, unitPage } from '../backend-reference/unitList';
import { unitId } from '../seed/units';
import type { SimulatorStore } from '../store';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver } from './staffResolver';

type Unit = ApiSchemas['UnitPremises'];
type OverviewRow = ApiSchemas['UnitsOverviewRow'];


/** The overview is for the association's administrators and account managers (spec §6); developers pass every role check. */

const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const RATINGS: readonly string[] = [...FHRS_RATINGS, ...FHIS_RATINGS, NOT_RATED];

interface OverviewQuery {
  search: string;
  businessTypeId: string;
  rating: string;
}

/** The overview's filter; a malformed one is refused (400). */
function readOverviewQuery(url: URL): OverviewQuery {
  const search = (url.searchParams.get('search') ?? '').trim();
  const businessTypeId = url.searchParams.get('businessTypeId') ?? '';
  const rating = url.searchParams.get('rating') ?? '';
  if (businessTypeId && !isGuid(businessTypeId)) throw refused(invalid('businessTypeId must be a business type id', [{ in: 'query', name: 'businessTypeId', detail: 'must be a business type id' }]));
  if (rating && !RATINGS.includes(rating)) throw refused(invalid(`rating must be one of ${RATINGS.join(', ')}`, [{ in: 'query', name: 'rating', detail: `must be one of: ${RATINGS.join(', ')}` }]));
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

export function unitHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;
  const idempotency = () => options.store.idempotency;
  const unitsOf = (membershipNumber: string) => {
    const units = store().units.units.get(membershipNumber) ?? [];
    store().units.units.set(membershipNumber, units);
    return units;
  };
  /** The member's unit: 404 for an unknown id, another member's included, so its existence is not given away. */
  const findUnit = (membershipNumber: string, id: unknown): Unit => {
    const unit = isGuid(id) ? unitsOf(membershipNumber).find((candidate) => candidate.id === id) : undefined;
    if (!unit) throw problem(404, 'not-found', `Member ${membershipNumber} has no unit ${String(id)}`);
    return unit;
  };
  const lists = () => store().premisesReference;

  return [
    // Any signed-in caller may read the reference lists.
    http.get('/members/reference-data/business-type', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(lists().businessTypes);
    }),
    http.get('/members/reference-data/food-type', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(lists().foodTypes);
    }),
    http.get('/members/reference-data/equipment-type', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(lists().equipmentTypes);
    }),

    http.get(
      '/members/{membershipNumber}/units',
      memberResolver(options, ({ request, member: { membershipNumber } }) => {
        // The contract gate has refused a malformed page, page size or status (400).
        const params = new URL(request.url).searchParams;
        const status = params.get('status');
        return HttpResponse.json(
          unitPage(unitsOf(membershipNumber), {
            search: params.get('search')?.trim() || undefined,
            status: status === 'Open' || status === 'Closed' ? status : undefined,
            page: Number(params.get('page') ?? 1),
            pageSize: Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE),
          }),
        );
      }),
    ),

    http.get(
      '/members/{membershipNumber}/unit-choices',
      memberResolver(options, ({ member: { membershipNumber } }) => HttpResponse.json(unitChoices(unitsOf(membershipNumber)))),
    ),

    http.get(
      '/members/{membershipNumber}/units/{unitId}',
      memberResolver(options, ({ member: { membershipNumber }, params }) => HttpResponse.json(findUnit(membershipNumber, params.unitId))),
    ),

    http.post(
      '/members/{membershipNumber}/units',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber } }) => {
          const check = checkUnitRequest(await request.json().catch(() => undefined), lists(), londonToday());
          if (!check.ok) throw refused(check);
          const unit: Unit = { id: unitId(store().units.nextId++), ...check.unit, status: 'Open', isFranchiseUnit: false, closedOn: null };
          unitsOf(membershipNumber).push(unit);
          return HttpResponse.json(unit, { status: 201 });
        }),
      ),
    ),

    http.put(
      '/members/{membershipNumber}/units/{unitId}',
      memberResolver(options, async ({ request, member: { membershipNumber }, params }) => {
        const unit = findUnit(membershipNumber, params.unitId);
        if (unit.status === 'Closed') throw problem(409, 'unit-closed', 'A closed unit cannot be changed');
        const check = checkUnitRequest(await request.json().catch(() => undefined), lists(), londonToday());
        if (!check.ok) throw refused(check);
        const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
        if (
          unit.isFranchiseUnit &&
          (check.unit.businessTypeId !== unit.businessTypeId || !same(check.unit.foodTypeIds, unit.foodTypeIds) || !same(check.unit.equipmentTypeIds, unit.equipmentTypeIds))
        )
          throw problem(400, 'franchise-fields-fixed', "A coffee franchise unit's business type, food types and equipment types are set by the franchise", {
            errors: (['businessTypeId', 'foodTypeIds', 'equipmentTypeIds'] as const).map((name) => ({ in: 'body', name, detail: 'is set by the franchise' })),
          });
        const { addressLine2: _previous, ...kept } = unit;
        const updated: Unit = { ...kept, ...check.unit };
        unitsOf(membershipNumber).splice(unitsOf(membershipNumber).indexOf(unit), 1, updated);
        return HttpResponse.json(updated);
      }),
    ),

    http.post(
      '/members/{membershipNumber}/units/{unitId}/close',
      memberResolver(
        options,
        idempotent(idempotency, ({ member: { membershipNumber }, params }) => {
          const unit = findUnit(membershipNumber, params.unitId);
          if (unit.status === 'Closed') throw problem(409, 'unit-closed', 'The unit is already closed');
          // Closed, never deleted: its documents and records stay.
          unit.status = 'Closed';
          unit.closedOn = format(londonToday(), 'yyyy-MM-dd');
          return HttpResponse.json(unit);
        }),
      ),
    ),

    http.get(
      '/units/overview',
      staffResolver(options, ({ request }) => {
        const url = new URL(request.url);
        const query = readOverviewQuery(url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE);
        if (!Number.isInteger(page) || page < 1) throw refused(invalid('page must be a whole number from 1', [{ in: 'query', name: 'page', detail: 'must be a whole number from 1' }]));
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw refused(invalid(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, [{ in: 'query', name: 'pageSize', detail: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` }]));
        const rows = overviewRows(store(), query);
        return HttpResponse.json({ items: rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: rows.length });
      }),
    ),
  ];
}
