import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAnalytics } from './AnalyticsContext';

export const SCROLL_TO_TOP_DELAY_MS = 200;
export const PAGE_VIEW_DELAY_MS = 500;

/** Spec §2 and §7: after each route change, scroll smoothly to the top (200 ms) and record a page view (500 ms). */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const analytics = useAnalytics();

  useEffect(() => {
    const scroll = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    const pageView = window.setTimeout(() => analytics.pageView(pathname + search), PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(pageView);
    };
  }, [pathname, search, analytics]);

  return null;
}
