import { staffQueryKey } from '@/api/query-keys';
import type { SchemeType } from '@/domain/rewards/schemes';

/** /{programme}/signups: a programme's sign-up queue (DESIGN.md §5). */
export const signupsPath = (schemeType: SchemeType) => `/${schemeType}/signups`;

/** Every query of a programme's queue: what a decision invalidates. */
export const signupsQueryKey = (schemeType: SchemeType) => staffQueryKey(schemeType, 'signups');
