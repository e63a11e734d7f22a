import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { useAnalytics } from './AnalyticsContext';

export const SCROLL_TO_TOP_DELAY_MS = 200;
export const PAGE_VIEW_DELAY_MS = 500;

/**
 * Spec §2 and §7: after each route change, scroll smoothly to the top (200 ms) and record a page view
 * (500 ms), with the query. A change of the query alone (a list's filter) is the same page: the person
 * stays where they are on it, and no page view is counted.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const analytics = useAnalytics();
  const recordPageView = useEffectEvent(() => analytics.pageView(pathname + search));

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
