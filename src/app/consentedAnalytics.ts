// The analytics services behind the person's consent, in a chunk of its own that src/app/analytics.ts loads
// on their first Accept: most people never accept, and the first load carries none of this.
import type { AppConfig } from '@/config/config';
import type { AnalyticsAdapter } from './analytics';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    aa?: (...args: unknown[]) => void;
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google Analytics' own cookies on this site (`_ga`, `_ga_<id>`, `_gid`, `_gat…`), on the host and each parent domain. */
function removeGoogleAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter((name) => /^_ga(_|$)|^_gid$|^_gat/.test(name));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

/**
 * Google Analytics 4 through its gtag snippet, installed only once the person accepts. Page views are
 * sent by us on each route change with an address made of the portal's origin and the route's pattern,
 * so GA never sees the real address (a query, a membership number) nor the referrer (sign-in's `code`).
 */
class GoogleAnalytics {
  private previous: string | undefined;
  private isOn = true;

  constructor(private readonly measurementId: string) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false, page_location: this.address('/'), page_referrer: '' });
    loadScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`);
  }

  private address(path: string) {
    return `${window.location.origin}${path}`;
  }

  pageView(path: string) {
    if (!this.isOn) return;
    window.gtag?.('event', 'page_view', {
      page_location: this.address(path),
      page_path: path,
      page_referrer: this.previous ? this.address(this.previous) : '',
      send_to: this.measurementId,
    });
    this.previous = path;
  }

  /** GA's own switch (`ga-disable-<id>`), kept in step with the person's choice. */
  setOn(on: boolean) {
    this.isOn = on;
    (window as unknown as Record<string, boolean>)[`ga-disable-${this.measurementId}`] = !on;
    window.gtag?.('consent', 'update', { analytics_storage: on ? 'granted' : 'denied' });
    if (!on) removeGoogleAnalyticsCookies();
  }
}

/**
 * The search-analytics service (an app id and API key, as Algolia Insights takes them): search-insights
 * from npm at a pinned version, in its own chunk loaded only once the person accepts (spec §1: it is
 * initialised). It keeps no cookie; it sends nothing until the portal reports a search event.
 */
async function startSearchAnalytics({ appId, apiKey }: { appId: string; apiKey: string }) {
  const { default: insights } = await import('search-insights');
  insights('init', { appId, apiKey, useCookie: false });
  window.aa = insights as (...args: unknown[]) => void;
}

/** The configured services behind the person's consent: nothing is installed or requested before it. */
export class ConsentedAnalytics implements AnalyticsAdapter {
  private google: GoogleAnalytics | undefined;
  private searchStarted = false;
  private granted = false;

  constructor(private readonly config: AppConfig) {}

  consentChanged(granted: boolean) {
    this.granted = granted;
    if (granted) {
      if (this.config.analyticsId) this.google ??= new GoogleAnalytics(this.config.analyticsId);
      if (this.config.searchAnalytics && !this.searchStarted) {
        this.searchStarted = true;
        void startSearchAnalytics(this.config.searchAnalytics).catch((error) => console.warn('Could not start search analytics', error));
      }
    } else if (window.aa) {
      // Withdrawn: search-insights stops sending for good in this page.
      window.aa('init', { ...this.config.searchAnalytics, useCookie: false, userHasOptedOut: true });
    }
    this.google?.setOn(granted);
  }

  pageView(path: string) {
    if (this.granted) this.google?.pageView(path);
  }
}
