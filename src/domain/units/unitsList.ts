import type { ListDefinition } from '../lists/listQuery';
import type { TradingUnitStatus } from './tradingUnit';

export type UnitsSort = 'openFirst';
export type UnitsFilter = 'search' | 'status';

/**
 * Units & Premises: the member's units paged by the server (GET /members/{n}/units) in its one order, open
 * units first, then by name (no sort to choose); searched by name, town or postcode, filtered by status.
 */
export const UNITS_LIST: ListDefinition<UnitsSort, UnitsFilter> = { sorts: ['openFirst'], filters: ['search', 'status'], defaultSort: 'openFirst', defaultDirection: 'asc' };

export const UNIT_STATUSES: readonly TradingUnitStatus[] = ['Open', 'Closed'];
