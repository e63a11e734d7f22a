import { staffQueryKey } from '@/api/query-keys';
import type { SchemeType } from '@/domain/rewards/schemes';

/** Every query about a programme's periods: what a change to any of them invalidates. */
export const periodsQueryKey = (schemeType: SchemeType) => staffQueryKey(schemeType, 'periods');

/** Every query about one period (its detail, members, audit trail). */
export const periodQueryKey = (schemeType: SchemeType, periodId: string) => staffQueryKey(schemeType, 'periods', periodId);
