import { describe, expect, it } from 'vitest';
import { pageViewPathOf } from '@/app/pageViewPath';

describe('what a page view reports: the route pattern, never the address', () => {
  it.each([
    { pattern: '/dashboard/home', reported: '/dashboard/home' },
    { pattern: '/:membershipNumber/dashboard/home', reported: '/:membershipNumber/dashboard/home' },
    { pattern: '/unit-premises/:unitId/details', reported: '/unit-premises/:unitId/details' },
    { pattern: '/calor/claims', reported: '/calor/claims' },
    { pattern: '*', reported: '/*' },
    { pattern: '/redirect', reported: undefined },
    { pattern: undefined, reported: undefined },
    { pattern: '', reported: undefined },
  ])('$pattern → $reported', ({ pattern, reported }) => expect(pageViewPathOf(pattern)).toBe(reported));
});
