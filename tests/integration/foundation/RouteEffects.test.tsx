import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { RecordingAnalytics } from '@/app/analytics';
import { AnalyticsProvider } from '@/app/AnalyticsContext';
import { PAGE_VIEW_DELAY_MS, RouteEffects, SCROLL_TO_TOP_DELAY_MS } from '@/app/RouteEffects';

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Go to {to}
    </button>
  );
}

function renderAt(path: string, destinations: string[]) {
  const analytics = new RecordingAnalytics();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AnalyticsProvider analytics={analytics}>
        <RouteEffects />
        {destinations.map((to) => (
          <GoTo key={to} to={to} />
        ))}
      </AnalyticsProvider>
    </MemoryRouter>,
  );
  // fireEvent, not user-event: under Vitest's fake timers Testing Library's async wrapper for user-event
  // waits on a setTimeout(0) that never fires (it only advances Jest's clock).
  return {
    analytics,
    go: async (to: string) => fireEvent.click(screen.getByRole('button', { name: `Go to ${to}` })),
  };
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
  it('uses the spec §9 delays', () => {
    expect(SCROLL_TO_TOP_DELAY_MS).toBe(200);
    expect(PAGE_VIEW_DELAY_MS).toBe(500);
  });

  it('records the first page view 500 ms after the app opens', async () => {
    const { analytics } = renderAt('/dashboard/home?welcome=1', []);
    await advance(499);
    expect(analytics.pageViews).toEqual([]);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/dashboard/home?welcome=1']);
  });

  it('scrolls smoothly to the top 200 ms after a navigation, not before', async () => {
    const { go } = renderAt('/start', ['/myaccount/details?tab=x']);
    await advance(1_000);
    scrollTo.mockClear();

    await go('/myaccount/details?tab=x');
    await advance(199);
    expect(scrollTo).not.toHaveBeenCalled();
    await advance(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('records one page view with the path and query 500 ms after a navigation, not before', async () => {
    const { analytics, go } = renderAt('/start', ['/myaccount/details?tab=x']);
    await advance(1_000);
    expect(analytics.pageViews).toEqual(['/start']);

    await go('/myaccount/details?tab=x');
    await advance(499);
    expect(analytics.pageViews).toEqual(['/start']);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/start', '/myaccount/details?tab=x']);
    await advance(5_000);
    expect(analytics.pageViews).toEqual(['/start', '/myaccount/details?tab=x']);
  });

  it('a change of the query alone (a filter) neither scrolls to the top nor counts a page view', async () => {
    const { analytics, go } = renderAt('/rewards/calor/claims', ['/rewards/calor/claims?status=Rejected']);
    await advance(1_000);
    scrollTo.mockClear();
    await go('/rewards/calor/claims?status=Rejected');
    await advance(5_000);
    expect(analytics.pageViews).toEqual(['/rewards/calor/claims']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('drops the page view of a route left within 500 ms', async () => {
    const { analytics, go } = renderAt('/start', ['/first', '/second']);
    await advance(1_000);

    await go('/first');
    await advance(300);
    await go('/second');
    await advance(499);
    expect(analytics.pageViews).toEqual(['/start']);
    await advance(1);
    expect(analytics.pageViews).toEqual(['/start', '/second']);
  });

  it('scrolls once, for the last route, after quick navigations', async () => {
    const { go } = renderAt('/start', ['/first', '/second']);
    await advance(1_000);
    scrollTo.mockClear();

    await go('/first');
    await advance(100);
    await go('/second');
    await advance(1_000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
