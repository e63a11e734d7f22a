import type { AppConfig } from '@/config/config';

/** Where page-view events go (spec §1, §7: one per route change). */
export interface AnalyticsAdapter {
  pageView(path: string): void;
}

/** Used when no analytics id is configured: keeps the events, so tests can observe them, and sends nothing. */
export class RecordingAnalytics implements AnalyticsAdapter {
  readonly pageViews: string[] = [];
  pageView(path: string) {
    this.pageViews.push(path);
  }
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    aa?: ((...args: unknown[]) => void) & { queue?: unknown[] };
  }
}

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google Analytics 4 through its gtag snippet; page views are sent by us on each route change. */
class GoogleAnalytics implements AnalyticsAdapter {
  constructor(private readonly measurementId: string) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  }
  pageView(path: string) {
    window.gtag?.('event', 'page_view', { page_path: path, send_to: this.measurementId });
  }
}

export function createAnalytics(config: AppConfig): AnalyticsAdapter {
  return config.analyticsId ? new GoogleAnalytics(config.analyticsId) : new RecordingAnalytics();
}

/**
 * The search-analytics service (an app id and API key, as Algolia Insights takes them), initialised
 * once at start-up when configured; its queue stub buffers calls until the script has loaded.
 */
export function initialiseSearchAnalytics(config: AppConfig): boolean {
  if (!config.searchAnalytics) return false;
  const { appId, apiKey } = config.searchAnalytics;
  const aa = Object.assign((...args: unknown[]) => (aa.queue = aa.queue ?? []).push(args), { queue: [] as unknown[] });
  window.aa = aa;
  window.aa('init', { appId, apiKey });
  loadScript('https://cdn.jsdelivr.net/npm/search-insights@2/dist/search-insights.min.js');
  return true;
}
