import { afterEach, describe, expect, it, vi } from 'vitest';
import insights from 'search-insights';
import { createAnalytics, RecordingAnalytics } from '@/app/analytics';
import { validConfig } from '../../unit/config/configFixtures';

// The bundled search-insights, watched: what the portal asks of it.
vi.mock('search-insights', () => ({ default: vi.fn() }));

const scriptSources = () => Array.from(document.querySelectorAll('script'), (script) => script.src);
/** gtag pushes `arguments` objects; compare them as arrays. */
const dataLayerCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const ORIGIN = window.location.origin;
const GA = validConfig({ analyticsId: 'G-TEST123', searchAnalytics: undefined });
const SEARCH = validConfig({ analyticsId: undefined, searchAnalytics: { appId: 'APP123', apiKey: 'key-456' } });

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  delete window.aa;
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'];
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('RecordingAnalytics', () => {
  it('records each page view in order', () => {
    const analytics = new RecordingAnalytics();
    analytics.pageView('/dashboard/home');
    analytics.pageView('/unit-premises/:unitId/details');
    expect(analytics.pageViews).toEqual(['/dashboard/home', '/unit-premises/:unitId/details']);
  });
});

describe('createAnalytics without any analytics configured', () => {
  it('returns a recorder, and installs nothing, whatever the consent', () => {
    const analytics = createAnalytics(validConfig({ analyticsId: undefined, searchAnalytics: undefined }));
    expect(analytics).toBeInstanceOf(RecordingAnalytics);
    analytics.consentChanged?.(true);
    analytics.pageView('/a');
    expect((analytics as RecordingAnalytics).pageViews).toEqual(['/a']);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });
});

describe('Google Analytics, behind consent', () => {
  it('installs and requests nothing before consent, and drops page views meanwhile', () => {
    const analytics = createAnalytics(GA);
    analytics.consentChanged?.(false);
    analytics.pageView('/dashboard/home');
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it('once accepted, installs gtag without automatic page views or the real address, and loads its script', async () => {
    createAnalytics(GA).consentChanged?.(true);
    await vi.waitFor(() => expect(window.gtag).toBeTypeOf('function'));
    const calls = dataLayerCalls();
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[0]?.[1]).toBeInstanceOf(Date);
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false, page_location: `${ORIGIN}/`, page_referrer: '' }]);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect((document.querySelector('script') as HTMLScriptElement).async).toBe(true);
  });

  it('sends each page view as the route pattern on the portal origin, with the previous one as referrer', async () => {
    const analytics = createAnalytics(GA);
    analytics.consentChanged?.(true);
    analytics.pageView('/dashboard/home');
    analytics.pageView('/unit-premises/:unitId/details');
    await vi.waitFor(() => expect(dataLayerCalls().at(-1)?.[1]).toBe('page_view'));
    expect(dataLayerCalls().slice(-2)).toEqual([
      ['event', 'page_view', { page_location: `${ORIGIN}/dashboard/home`, page_path: '/dashboard/home', page_referrer: '', send_to: 'G-TEST123' }],
      [
        'event',
        'page_view',
        {
          page_location: `${ORIGIN}/unit-premises/:unitId/details`,
          page_path: '/unit-premises/:unitId/details',
          page_referrer: `${ORIGIN}/dashboard/home`,
          send_to: 'G-TEST123',
        },
      ],
    ]);
  });

  it('withdrawn: GA is switched off, its cookies removed, and no page view is sent', async () => {
    const analytics = createAnalytics(GA);
    analytics.consentChanged?.(true);
    await vi.waitFor(() => expect(window.gtag).toBeTypeOf('function'));
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST123=GS1.1.1; path=/';
    document.cookie = 'other=kept; path=/';
    analytics.consentChanged?.(false);
    await vi.waitFor(() => expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true));
    expect(dataLayerCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).toBe('other=kept');
    const before = dataLayerCalls().length;
    analytics.pageView('/dashboard/home');
    analytics.consentChanged?.(false); // a later call in the same queue: once it has run, the page view would have too
    await vi.waitFor(() => expect(dataLayerCalls()).toHaveLength(before + 1));
    expect(dataLayerCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('keeps events queued before it was installed', async () => {
    window.dataLayer = ['earlier'];
    createAnalytics(GA).consentChanged?.(true);
    await vi.waitFor(() => expect(window.gtag).toBeTypeOf('function'));
    expect(window.dataLayer[0]).toBe('earlier');
  });

  it('escapes the id in the script address', async () => {
    createAnalytics(validConfig({ analyticsId: 'G-A&B' })).consentChanged?.(true);
    await vi.waitFor(() => expect(window.gtag).toBeTypeOf('function'));
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-A%26B']);
  });
});

describe('search analytics (search-insights from npm), behind consent', () => {
  it('is not loaded or initialised before consent', () => {
    createAnalytics(SEARCH).consentChanged?.(false);
    expect(insights).not.toHaveBeenCalled();
    expect(window.aa).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it('once accepted, is loaded from the bundle and initialised with the app id and key, without a cookie (spec §1)', async () => {
    createAnalytics(SEARCH).consentChanged?.(true);
    await vi.waitFor(() => expect(window.aa).toBe(insights));
    expect(insights).toHaveBeenCalledExactlyOnceWith('init', { appId: 'APP123', apiKey: 'key-456', useCookie: false });
    expect(scriptSources()).toEqual([]);
  });

  it('withdrawn: opts the person out', async () => {
    const analytics = createAnalytics(SEARCH);
    analytics.consentChanged?.(true);
    await vi.waitFor(() => expect(window.aa).toBe(insights));
    analytics.consentChanged?.(false);
    await vi.waitFor(() => expect(insights).toHaveBeenLastCalledWith('init', { appId: 'APP123', apiKey: 'key-456', useCookie: false, userHasOptedOut: true }));
  });
});
