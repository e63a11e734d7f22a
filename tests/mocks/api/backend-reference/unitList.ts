// TEST DOUBLE, never shipped: how the server lists a member's units (api/areas/premises.yaml, getTradingUnits
// and getUnitChoices): one order, open units first, then by name, which a real server reads from an index on
// (membership number, status, name) without sorting; a page is cut before anything else is made of it.
import type { Paged } from '../../../../src/domain/lists/listQuery';
import { containsText } from './paging';

interface ListedUnit {
  id: string;
  name: string;
  addressLine1: string;
  addressLine2?: string;
  town: string;
  postcode: string;
  status: 'Open' | 'Closed';
  isFranchiseUnit: boolean;
}

export interface UnitListQuery {
  search?: string;
  status?: 'Open' | 'Closed';
  page: number;
  pageSize: number;
}

// Numbers in names in their order (Kitchen 2 before Kitchen 10): chains number their branches.
const collator = new Intl.Collator('en-GB', { numeric: true });

/** Open units first, then by name: the order of the units list, its choices and the staff overview. */
export const unitOrder = (a: Pick<ListedUnit, 'status' | 'name'>, b: Pick<ListedUnit, 'status' | 'name'>) =>
  Number(a.status === 'Closed') - Number(b.status === 'Closed') || collator.compare(a.name, b.name);

/** One page of the member's units matching the search (name, town or postcode, case and spaces ignored) and status. */
export function unitPage<Unit extends ListedUnit>(units: readonly Unit[], query: UnitListQuery): Paged<Unit> {
  const matching = units.filter(
    (unit) => (!query.status || unit.status === query.status) && (!query.search || [unit.name, unit.town, unit.postcode].some((field) => containsText(field, query.search))),
  );
  const ordered = [...matching].sort(unitOrder);
  const start = (query.page - 1) * query.pageSize;
  return { items: ordered.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: ordered.length };
}

/** Every unit, named and addressed only (no premises fields), in the list's order: what a picker offers. */
export function unitChoices(units: readonly ListedUnit[]): ListedUnit[] {
  return [...units].sort(unitOrder).map(({ id, name, addressLine1, addressLine2, town, postcode, status, isFranchiseUnit }) => ({
    id,
    name,
    addressLine1,
    ...(addressLine2 === undefined ? {} : { addressLine2 }),
    town,
    postcode,
    status,
    isFranchiseUnit,
  }));
}
