import { staffQueryKey } from '@/api/query-keys';
import type { SchemeType } from '@/domain/rewards/schemes';

/** Every query of a programme's queue: what a decision invalidates. */
export const signupsQueryKey = (schemeType: SchemeType) => staffQueryKey(schemeType, 'signups');
