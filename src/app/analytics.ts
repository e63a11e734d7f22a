import type { AppConfig } from '@/config/config';

/** Where page-view events go (spec §1, §7: one per route change), and whether the person agreed to them. */
export interface AnalyticsAdapter {
  /** A page view of a route: its pattern (`/unit-premises/:unitId/details`), never an address with a query. */
  pageView(path: string): void;
  /** The person's analytics choice: nothing is loaded or sent before `true`, and nothing is sent after `false`. */
  consentChanged?(granted: boolean): void;
}

/** Used when no analytics is configured: keeps the events and choices, so tests can observe them, and sends nothing. */
export class RecordingAnalytics implements AnalyticsAdapter {
  readonly pageViews: string[] = [];
  readonly consents: boolean[] = [];
  pageView(path: string) {
    this.pageViews.push(path);
  }
  consentChanged(granted: boolean) {
    this.consents.push(granted);
  }
}

/**
 * The configured services, loaded on the person's first Accept (./consentedAnalytics.ts). Each call waits
 * for that chunk in the order made, so a page view never overtakes the choice before it; page views before
 * any Accept are dropped, as they would be anyway.
 */
class DeferredAnalytics implements AnalyticsAdapter {
  private services: Promise<AnalyticsAdapter | undefined> | undefined;
  private granted = false;

  constructor(private readonly config: AppConfig) {}

  consentChanged(granted: boolean) {
    this.granted = granted;
    if (granted) this.services ??= loadConsentedAnalytics(this.config);
    void this.services?.then((services) => services?.consentChanged?.(granted));
  }

  pageView(path: string) {
    if (this.granted) void this.services?.then((services) => services?.pageView(path));
  }
}

/** The services' chunk; undefined (with a warning) if it cannot be loaded, so nothing is sent. */
function loadConsentedAnalytics(config: AppConfig): Promise<AnalyticsAdapter | undefined> {
  return import('./consentedAnalytics').then(
    ({ ConsentedAnalytics }) => new ConsentedAnalytics(config),
    (error: unknown) => {
      console.warn('Could not load analytics', error);
      return undefined;
    },
  );
}

export function createAnalytics(config: AppConfig): AnalyticsAdapter {
  return config.analyticsId || config.searchAnalytics ? new DeferredAnalytics(config) : new RecordingAnalytics();
}
