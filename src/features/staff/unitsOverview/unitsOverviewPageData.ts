import { getBusinessTypesQueryOptions } from '@/api/get-business-types';
import { readListQuery } from '@/domain/lists/listQuery';
import { UNITS_OVERVIEW_LIST } from '@/domain/units/unitsOverview';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getUnitsOverviewQueryOptions } from './api/get-units-overview';

/** Units Overview: the business types (filter and column) and the page of units the address asks for. */
export const unitsOverviewPageData: PageData = ({ queryClient, api, searchParams }) =>
  prefetchAll(queryClient, [getBusinessTypesQueryOptions(api), getUnitsOverviewQueryOptions(api, readListQuery(searchParams, UNITS_OVERVIEW_LIST))]);
