import { toCsv } from '../csv';
import { formatDate } from '../format/date';
import type { ListDefinition, ListQuery, Paged } from '../lists/listQuery';
import { FHIS_RATINGS, FHRS_RATINGS, HYGIENE_RATING_LABELS, referenceText, type ReferenceItem, type UnitPremises } from './unitPremises';

export const NOT_RATED = 'Not rated';
/** The rating filter's choices: each rating of both schemes, or not rated yet. */
export const RATING_FILTERS = [...FHRS_RATINGS, ...FHIS_RATINGS, NOT_RATED] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const ratingFilterLabel = (rating: RatingFilter) => (rating === NOT_RATED ? NOT_RATED : HYGIENE_RATING_LABELS[rating]);

/**
 * The overview as a list (src/components/lists): searched and filtered in the address, paged by the server.
 * Its order is fixed by the API (by member, open units first, by name), so it has one sort and no headings to sort by.
 */
export const UNITS_OVERVIEW_LIST: ListDefinition<'membershipNumber', 'search' | 'businessType' | 'rating'> = {
  sorts: ['membershipNumber'],
  filters: ['search', 'businessType', 'rating'],
  defaultSort: 'membershipNumber',
  defaultDirection: 'asc',
};

export type UnitsOverviewQuery = ListQuery<'membershipNumber', 'search' | 'businessType' | 'rating'>;

const isRatingFilter = (value: string | undefined): value is RatingFilter => RATING_FILTERS.some((rating) => rating === value);

/** The filter as the overview's calls take it: only what is set, a rating the address made up left out. */
export function overviewFilter({ filters }: Pick<UnitsOverviewQuery, 'filters'>) {
  return { search: filters.search, businessTypeId: filters.businessType, rating: isRatingFilter(filters.rating) ? filters.rating : undefined };
}

/** One unit of one member, as the overview lists it. */
export interface OverviewRow {
  membershipNumber: string;
  unit: UnitPremises;
}

export type UnitsOverviewPage = Paged<OverviewRow>;

/** The CSV export of the overview's current filter: one line per unit, dates DD/MM/YYYY (spec §9). */
export function overviewCsv(rows: readonly OverviewRow[], businessTypes: readonly ReferenceItem[]): string {
  const header = [
    'Membership number',
    'Unit',
    'Address line 1',
    'Address line 2',
    'Town',
    'Postcode',
    'Business type',
    'Food hygiene rating',
    'Inspected on',
    'Employees',
    'Mobile unit',
    'Status',
    'Coffee franchise unit',
  ];
  const lines = rows.map(({ membershipNumber, unit }) => [
    membershipNumber,
    unit.name,
    unit.addressLine1,
    unit.addressLine2 ?? '',
    unit.town,
    unit.postcode,
    referenceText(businessTypes, unit.businessTypeId),
    unit.hygieneRating ? unit.hygieneRating.value : NOT_RATED,
    unit.hygieneRating ? formatDate(unit.hygieneRating.ratedOn) : '',
    unit.employees,
    unit.isMobile ? 'Yes' : 'No',
    unit.status,
    unit.isFranchiseUnit ? 'Yes' : 'No',
  ]);
  return toCsv([header, ...lines]);
}
