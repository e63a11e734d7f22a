import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RecordingAnalytics } from '@/app/analytics';
import { AnalyticsProvider } from '@/app/AnalyticsContext';
import { RouteEffects } from '@/app/RouteEffects';

/** Routes as the route table makes them: each carries its row, whose path is the pattern reported. */
const PATTERNS = ['/start', '/dashboard/home', '/myaccount/details', '/rewards/calor/claims', '/unit-premises/:unitId/details', '/:membershipNumber/dashboard/home', '/redirect', '*'];

function renderAt(path: string) {
  const analytics = new RecordingAnalytics();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteEffects />
            <Outlet />
          </>
        ),
        children: PATTERNS.map((pattern) => ({ path: pattern, handle: { route: { path: pattern } }, element: <p>{pattern}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AnalyticsProvider analytics={analytics}>
      <RouterProvider router={router} />
    </AnalyticsProvider>,
  );
  // Through the router itself: user-event's async wrapper waits on a timer Vitest's fake clock never runs.
  return { analytics, go: (to: string) => act(() => router.navigate(to)) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RouteEffects: what happens after each route change (spec §2, §7, §9)', () => {
  it('records the first page view 500 ms after the app opens, without the query', async () => {
    const { analytics } = renderAt('/dashboard/home?welcome=1');
    await advance(499);
    expect(analytics.pageViews).toEqual([]);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/dashboard/home']);
  });

  it('scrolls smoothly to the top 200 ms after a navigation, not before', async () => {
    const { go } = renderAt('/start');
    await advance(1_000);
    scrollTo.mockClear();

    await go('/myaccount/details?tab=x');
    await advance(199);
    expect(scrollTo).not.toHaveBeenCalled();
    await advance(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('records one page view of the route 500 ms after a navigation, not before', async () => {
    const { analytics, go } = renderAt('/start');
    await advance(1_000);
    expect(analytics.pageViews).toEqual(['/start']);

    await go('/myaccount/details?tab=x');
    await advance(499);
    expect(analytics.pageViews).toEqual(['/start']);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/start', '/myaccount/details']);
    await advance(5_000);
    expect(analytics.pageViews).toEqual(['/start', '/myaccount/details']);
  });

  it.each([
    { address: '/unit-premises/6f1c0a2e-8d44-4a55-9a0e-2b6f4c1d0e91/details', reported: ['/unit-premises/:unitId/details'] },
    { address: '/LM100002/dashboard/home', reported: ['/:membershipNumber/dashboard/home'] },
    { address: '/rewards/calor/claims?search=Dales&status=Rejected', reported: ['/rewards/calor/claims'] },
    { address: '/no/such/page?x=1', reported: ['/*'] },
    { address: '/redirect?code=abc&state=xyz', reported: [] },
  ])('reports $address as $reported: the pattern, never a number, an id, a query or the sign-in callback', async ({ address, reported }) => {
    const { analytics } = renderAt(address);
    await advance(1_000);
    expect(analytics.pageViews).toEqual(reported);
  });

  it('a change of the query alone (a filter) neither scrolls to the top nor counts a page view', async () => {
    const { analytics, go } = renderAt('/rewards/calor/claims');
    await advance(1_000);
    scrollTo.mockClear();
    await go('/rewards/calor/claims?status=Rejected');
    await advance(5_000);
    expect(analytics.pageViews).toEqual(['/rewards/calor/claims']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('drops the page view of a route left within 500 ms', async () => {
    const { analytics, go } = renderAt('/start');
    await advance(1_000);

    await go('/dashboard/home');
    await advance(300);
    await go('/myaccount/details');
    await advance(499);
    expect(analytics.pageViews).toEqual(['/start']);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/start', '/myaccount/details']);
  });

  it('scrolls once, for the last route, after quick navigations', async () => {
    const { go } = renderAt('/start');
    await advance(1_000);
    scrollTo.mockClear();

    await go('/dashboard/home');
    await advance(100);
    await go('/myaccount/details');
    await advance(1_000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
