import { readListQuery } from '@/domain/lists/listQuery';
import type { SchemeType } from '@/domain/rewards/schemes';
import { SIGNUP_LIST } from '@/domain/rewards/staffSignup';
import type { PageData } from '@/session/pageData';
import { getSignupsQueryOptions, withSignupTab } from './api/get-signups';

/** /{programme}/signups: the page of the tab the address asks for (the pending queue by default). */
export const signupsPageData =
  (schemeType: SchemeType): PageData =>
  ({ queryClient, api, searchParams }) =>
    queryClient.prefetchQuery(getSignupsQueryOptions(api, schemeType, withSignupTab(readListQuery(searchParams, SIGNUP_LIST))));
