import type { TradingUnit } from './tradingUnit';

/**
 * The food hygiene rating schemes (DOMAIN-NOTES §2): the Food Hygiene Rating Scheme in England, Wales and
 * Northern Ireland (5 very good … 0 urgent improvement necessary) and Scotland's Food Hygiene Information
 * Scheme (Pass / Improvement Required).
 */
export type HygieneRatingScheme = 'FHRS' | 'FHIS';

export const FHRS_RATINGS = ['5', '4', '3', '2', '1', '0'] as const;
export const FHIS_RATINGS = ['Pass', 'Improvement Required'] as const;
export type HygieneRatingValue = (typeof FHRS_RATINGS)[number] | (typeof FHIS_RATINGS)[number];

/** What each rating means, as the schemes' own stickers say it. */
export const HYGIENE_RATING_LABELS: Record<HygieneRatingValue, string> = {
  '5': '5 – very good',
  '4': '4 – good',
  '3': '3 – generally satisfactory',
  '2': '2 – improvement necessary',
  '1': '1 – major improvement necessary',
  '0': '0 – urgent improvement necessary',
  Pass: 'Pass',
  'Improvement Required': 'Improvement Required',
};

/** The rating as the member entered it from their sticker or the inspection letter. */
export interface HygieneRating {
  scheme: HygieneRatingScheme;
  value: HygieneRatingValue;
  /** The inspection date, yyyy-MM-dd. */
  ratedOn: string;
}

export const ratingsOf = (scheme: HygieneRatingScheme): readonly HygieneRatingValue[] => (scheme === 'FHRS' ? FHRS_RATINGS : FHIS_RATINGS);

export function isHygieneRatingValue(scheme: HygieneRatingScheme, value: unknown): value is HygieneRatingValue {
  return ratingsOf(scheme).some((rating) => rating === value);
}

/** How a rating reads in lists: "5 – very good (FHRS)" is jargon; the scheme shows through the value. */
export const describeRating = (rating: HygieneRating | null) => (rating ? HYGIENE_RATING_LABELS[rating.value] : 'Not rated yet');

/**
 * A trading unit with everything the premises area records about it (designed call, README). Every area
 * that only needs to name a unit reads the TradingUnit fields; the premises and documents screens read the rest.
 */
export interface UnitPremises extends TradingUnit {
  /** From GET /members/reference-data/business-type. */
  businessTypeId: string;
  hygieneRating: HygieneRating | null;
  /** From GET /members/reference-data/food-type. */
  foodTypeIds: string[];
  /** From GET /members/reference-data/equipment-type. */
  equipmentTypeIds: string[];
  /** When the unit was registered with the local council (yyyy-MM-dd), if it has been. */
  localAuthorityRegisteredOn: string | null;
  /** People working at the unit, part-time included. */
  employees: number;
  isMobile: boolean;
  /** A mobile unit registers with the council where it is kept overnight. */
  overnightLocation: string | null;
  /** yyyy-MM-dd, once closed. */
  closedOn: string | null;
}

/** What POST /members/{n}/units and PUT /members/{n}/units/{unitId} take. */
export type UnitRequest = Omit<UnitPremises, 'id' | 'status' | 'isFranchiseUnit' | 'closedOn'>;

/** A reference list item (business, food and equipment types), as company types are (spec §3). */
export interface ReferenceItem {
  id: string;
  text: string;
}

/** The unit's one-line address, for lists and the documents' headers. */
export function unitAddress(unit: Pick<TradingUnit, 'addressLine1' | 'addressLine2' | 'town' | 'postcode'>): string {
  return [unit.addressLine1, unit.addressLine2, unit.town, unit.postcode].filter(Boolean).join(', ');
}

/** The reference list item's text, or a plain word when the list no longer has it. */
export function referenceText(items: readonly ReferenceItem[] | undefined, id: string): string {
  return items?.find((item) => item.id === id)?.text ?? 'Unknown';
}
