import { toCsv } from '../csv';
import { formatDate } from '../format/date';
import { pageCount as listPageCount } from '../lists/listQuery';
import { FHIS_RATINGS, FHRS_RATINGS, HYGIENE_RATING_LABELS, referenceText, type ReferenceItem, type UnitPremises } from './unitPremises';

/** Rows per page of the Units Overview; the server pages. */
export const OVERVIEW_PAGE_SIZE = 20;

export const NOT_RATED = 'Not rated';
/** The rating filter's choices: each rating of both schemes, or not rated yet. */
export const RATING_FILTERS = [...FHRS_RATINGS, ...FHIS_RATINGS, NOT_RATED] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const ratingFilterLabel = (rating: RatingFilter) => (rating === NOT_RATED ? NOT_RATED : HYGIENE_RATING_LABELS[rating]);

/** The overview's filter, kept in the address so it can be shared, bookmarked and survives a reload. */
export interface UnitsOverviewFilter {
  /** Member number, unit name or postcode (any part, any case, spaces ignored). */
  search: string;
  businessTypeId: string;
  rating: RatingFilter | '';
  /** 1-based. */
  page: number;
}

const isRatingFilter = (value: string): value is RatingFilter => RATING_FILTERS.some((rating) => rating === value);

export function readOverviewFilter(params: URLSearchParams): UnitsOverviewFilter {
  const rating = params.get('rating') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    businessTypeId: params.get('businessType') ?? '',
    rating: isRatingFilter(rating) ? rating : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a filter: empty parts and page 1 left out. */
export function overviewSearchParams(filter: UnitsOverviewFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.businessTypeId) params.set('businessType', filter.businessTypeId);
  if (filter.rating) params.set('rating', filter.rating);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** One unit of one member, as the overview lists it. */
export interface OverviewRow {
  membershipNumber: string;
  unit: UnitPremises;
}

export interface UnitsOverviewPage {
  items: OverviewRow[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** The overview's API names its total `totalCount`; the count of pages is every list's. */
export const pageCount = ({ totalCount, pageSize }: Pick<UnitsOverviewPage, 'pageSize' | 'totalCount'>) => listPageCount({ total: totalCount, pageSize });

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
