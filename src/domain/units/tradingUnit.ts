/** Whether a unit trades; a closed unit is kept with all its records, never deleted. */
export type TradingUnitStatus = 'Open' | 'Closed';

/**
 * A trading unit (premises, a kitchen, a van) of a member's business: what every area that belongs to
 * a unit (documents, training, gas safety, rewards sign-ups) refers to it by. The premises area adds
 * the rest of its fields (business type, hygiene rating, food and equipment types, …).
 */
export interface TradingUnit {
  /** GUID (spec §3 id rule). */
  id: string;
  name: string;
  addressLine1: string;
  addressLine2?: string;
  town: string;
  postcode: string;
  status: TradingUnitStatus;
  /** Created for a coffee-franchise member by the API (spec §9), not by the member. */
  isFranchiseUnit: boolean;
}

export const isOpenUnit = (unit: Pick<TradingUnit, 'status'>) => unit.status === 'Open';

/** How a unit is named in lists and menus: its name and postcode. */
export const describeUnit = (unit: Pick<TradingUnit, 'name' | 'postcode'>) => `${unit.name} (${unit.postcode})`;
