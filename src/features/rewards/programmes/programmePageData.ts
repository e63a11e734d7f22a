import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import type { ApiClient } from '@/api/loader';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getProgrammeCashbackQueryOptions } from './api/get-programme-cashback';
import { getProgrammeSignupQueryOptions } from './api/get-programme-signup';

/** What a programme's cashback page reads: the cashback by period, the sign-up, and the units purchases belong to. */
export const programmeCashbackQueries = (api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string) =>
  [
    getProgrammeCashbackQueryOptions(api, schemeType, membershipNumber),
    getProgrammeSignupQueryOptions(api, schemeType, membershipNumber),
    getUnitChoicesQueryOptions(api, membershipNumber),
  ] as const;

/** What a programme's sign-up page reads: the sign-up, the units to sign up, and the programmes (for the rate). */
export const programmeSignupQueries = (api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string) =>
  [
    getProgrammeSignupQueryOptions(api, schemeType, membershipNumber),
    getUnitChoicesQueryOptions(api, membershipNumber),
    getMemberSchemesQueryOptions(api, membershipNumber),
  ] as const;

/** The route data of one programme's cashback page (BioPak, Nisbets, Booker share the page). */
export const programmeCashbackPageData =
  (schemeType: SupplierReportedSchemeType): PageData =>
  ({ queryClient, api, membershipNumber }) =>
    prefetchAll(queryClient, programmeCashbackQueries(api, schemeType, membershipNumber));

/** The route data of one programme's sign-up page. */
export const programmeSignupPageData =
  (schemeType: SupplierReportedSchemeType): PageData =>
  ({ queryClient, api, membershipNumber }) =>
    prefetchAll(queryClient, programmeSignupQueries(api, schemeType, membershipNumber));
