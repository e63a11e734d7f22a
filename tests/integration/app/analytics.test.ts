import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics, initialiseSearchAnalytics, RecordingAnalytics } from '@/app/analytics';
import { validConfig } from '../../unit/config/configFixtures';

const scriptSources = () => Array.from(document.querySelectorAll('script'), (script) => script.src);
/** gtag pushes `arguments` objects; compare them as arrays. */
const dataLayerCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  delete window.aa;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('RecordingAnalytics', () => {
  it('records each page view in order', () => {
    const analytics = new RecordingAnalytics();
    analytics.pageView('/dashboard/home');
    analytics.pageView('/myaccount/details?tab=x');
    expect(analytics.pageViews).toEqual(['/dashboard/home', '/myaccount/details?tab=x']);
  });
});

describe('createAnalytics', () => {
  it('returns a recorder, and installs nothing, without an analytics id', () => {
    const analytics = createAnalytics(validConfig({ analyticsId: undefined }));
    expect(analytics).toBeInstanceOf(RecordingAnalytics);
    analytics.pageView('/a');
    expect((analytics as RecordingAnalytics).pageViews).toEqual(['/a']);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it('installs gtag with the id, without automatic page views, and loads its script', () => {
    const analytics = createAnalytics(validConfig({ analyticsId: 'G-TEST123' }));
    expect(analytics).not.toBeInstanceOf(RecordingAnalytics);
    expect(window.gtag).toBeTypeOf('function');
    const calls = dataLayerCalls();
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[0]?.[1]).toBeInstanceOf(Date);
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect((document.querySelector('script') as HTMLScriptElement).async).toBe(true);
  });

  it('sends each page view as a gtag page_view event for the id', () => {
    const analytics = createAnalytics(validConfig({ analyticsId: 'G-TEST123' }));
    analytics.pageView('/rewards/calor?x=1');
    expect(dataLayerCalls().at(-1)).toEqual([
      'event',
      'page_view',
      { page_path: '/rewards/calor?x=1', send_to: 'G-TEST123' },
    ]);
  });

  it('keeps events queued before it was installed', () => {
    window.dataLayer = ['earlier'];
    createAnalytics(validConfig({ analyticsId: 'G-TEST123' }));
    expect(window.dataLayer[0]).toBe('earlier');
  });

  it('escapes the id in the script address', () => {
    createAnalytics(validConfig({ analyticsId: 'G-A&B' }));
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-A%26B']);
  });
});

describe('initialiseSearchAnalytics', () => {
  it('does nothing without search-analytics settings', () => {
    expect(initialiseSearchAnalytics(validConfig({ searchAnalytics: undefined }))).toBe(false);
    expect(window.aa).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it("queues an 'init' with the app id and key, and loads the client script", () => {
    expect(initialiseSearchAnalytics(validConfig({ searchAnalytics: { appId: 'APP123', apiKey: 'key-456' } }))).toBe(
      true,
    );
    expect(window.aa?.queue).toEqual([['init', { appId: 'APP123', apiKey: 'key-456' }]]);
    expect(scriptSources()).toEqual(['https://cdn.jsdelivr.net/npm/search-insights@2/dist/search-insights.min.js']);
  });

  it('keeps queueing calls until the client script has loaded', () => {
    initialiseSearchAnalytics(validConfig({ searchAnalytics: { appId: 'APP123', apiKey: 'key-456' } }));
    window.aa?.('clickedObjectIDs', { index: 'retailers' });
    expect(window.aa?.queue).toHaveLength(2);
    expect(window.aa?.queue?.[1]).toEqual(['clickedObjectIDs', { index: 'retailers' }]);
  });
});
