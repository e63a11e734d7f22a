import { useEffect, useEffectEvent } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '@/router/shell/FramedOutlet';
import { useAnalytics } from './AnalyticsContext';
import { pageViewPathOf } from './pageViewPath';

export const SCROLL_TO_TOP_DELAY_MS = 200;
export const PAGE_VIEW_DELAY_MS = 500;

/** The matched route's path pattern, from the route table row the router's route was made from. */
function useRoutePattern(): string | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.route?.path;
}

/**
 * Spec §2 and §7: after each route change, scroll smoothly to the top (200 ms) and record a page view
 * (500 ms) of the route's pattern (pageViewPath.ts). A change of the query alone (a list's filter) is the
 * same page: the person stays where they are on it, and no page view is counted.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const pattern = useRoutePattern();
  const analytics = useAnalytics();
  const recordPageView = useEffectEvent(() => {
    const path = pageViewPathOf(pattern);
    if (path) analytics.pageView(path);
  });

  useEffect(() => {
    const scroll = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    const pageView = window.setTimeout(recordPageView, PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(pageView);
    };
  }, [pathname]);

  return null;
}
