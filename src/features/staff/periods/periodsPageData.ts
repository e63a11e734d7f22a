import { guidOrEmpty } from '@/domain/id';
import { readListQuery } from '@/domain/lists/listQuery';
import { PERIOD_AUDIT_LIST, PERIOD_LIST, PERIOD_MEMBER_LIST } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getPeriodQueryOptions } from './api/get-period';
import { getPeriodAuditQueryOptions } from './api/get-period-audit';
import { getPeriodMembersQueryOptions } from './api/get-period-members';
import { getPeriodsQueryOptions } from './api/get-periods';

/** /{programme}/periods: the page of the programme's periods the address asks for. */
export const periodsPageData =
  (schemeType: SchemeType): PageData =>
  ({ queryClient, api, searchParams }) =>
    queryClient.prefetchQuery(getPeriodsQueryOptions(api, schemeType, readListQuery(searchParams, PERIOD_LIST)));

/** /{programme}/periods/{periodId}: the period, and the pages of its members and its audit trail the address asks for. */
export const periodPageData =
  (schemeType: SchemeType): PageData =>
  ({ queryClient, api, params, searchParams }) => {
    // An id that is not a GUID is never asked for (the page shows not-found, spec §3).
    const periodId = guidOrEmpty(params.periodId);
    if (!periodId) return;
    return prefetchAll(queryClient, [
      getPeriodQueryOptions(api, schemeType, periodId),
      getPeriodMembersQueryOptions(api, schemeType, periodId, readListQuery(searchParams, PERIOD_MEMBER_LIST)),
      getPeriodAuditQueryOptions(api, schemeType, periodId, readListQuery(searchParams, PERIOD_AUDIT_LIST)),
    ]);
  };
