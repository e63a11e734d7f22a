import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, securityHeaders } from '../../../deploy/securityHeaders.mjs';

const BASE = {
  VITE_API_URL: 'https://api.larder.example/v1',
  VITE_AUTH0_DOMAIN: 'larder.eu.auth0.com',
  VITE_PAYMENTS_GATEWAY_URL: 'https://pay.gateway.example/hosted',
};

/** The policy as { directive: sources[] }. */
function directives(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    contentSecurityPolicy(env)
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
  ) as Record<string, string[]>;
}

describe('originOf', () => {
  it.each([
    ['https://api.larder.example/v1', 'https://api.larder.example'],
    ['larder.eu.auth0.com', 'https://larder.eu.auth0.com'],
    ['http://localhost:4173/idp', 'http://localhost:4173'],
    ['', undefined],
    [undefined, undefined],
    ['not a url at all', undefined],
  ])('%s → %s', (value, origin) => expect(originOf(value)).toBe(origin));
});

describe('the Content-Security-Policy, from the build settings', () => {
  it('never allows inline or eval code for scripts or styles', () => {
    const policy = contentSecurityPolicy({ ...BASE, VITE_ANALYTICS_ID: 'G-1', VITE_SEARCH_ANALYTICS_APP_ID: 'a', VITE_SEARCH_ANALYTICS_API_KEY: 'k' });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('keeps everything to the portal itself, the API and the identity provider when nothing else is configured', () => {
    expect(directives(BASE)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.larder.example', 'https://larder.eu.auth0.com'],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'", 'https://pay.gateway.example'],
    });
  });

  it('lets frames come only from the portal’s own blob: addresses (PDF receipts) and the configured help videos', () => {
    const policy = directives({ ...BASE, VITE_HELP_VIDEO_FOOD_SAFETY: 'https://www.youtube-nocookie.com/embed/abc', VITE_HELP_VIDEO_COSHH: 'https://player.vimeo.com/video/1', VITE_HELP_VIDEO_FIRE: '' });
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('names the exact Google Analytics addresses, and only when analytics is configured', () => {
    expect(directives(BASE)['script-src']).toEqual(["'self'"]);
    const withAnalytics = directives({ ...BASE, VITE_ANALYTICS_ID: 'G-123' });
    expect(withAnalytics['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com/gtag/js', 'https://www.googletagmanager.com/gtag/destination']);
    expect(withAnalytics['connect-src']).toEqual([
      "'self'",
      'https://api.larder.example',
      'https://larder.eu.auth0.com',
      'https://*.google-analytics.com/g/collect',
      'https://*.analytics.google.com/g/collect',
    ]);
    expect(withAnalytics['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com/g/collect']);
  });

  it('never names a whole analytics or CDN host as a script source', () => {
    const policy = directives({ ...BASE, VITE_ANALYTICS_ID: 'G-1', VITE_SEARCH_ANALYTICS_APP_ID: 'a', VITE_SEARCH_ANALYTICS_API_KEY: 'k' });
    expect(policy['script-src']!.filter((source) => /^https:\/\/[^/]+$/.test(source))).toEqual([]);
    expect(policy['script-src']).not.toContain('https://cdn.jsdelivr.net');
  });

  it('lets the bundled search analytics send its events to the Insights API only when it is configured', () => {
    expect(directives(BASE)['connect-src']).not.toContain('https://insights.algolia.io/1/events');
    const withSearch = directives({ ...BASE, VITE_SEARCH_ANALYTICS_APP_ID: 'app', VITE_SEARCH_ANALYTICS_API_KEY: 'key' });
    expect(withSearch['script-src']).toEqual(["'self'"]);
    expect(withSearch['connect-src']).toEqual(expect.arrayContaining(['https://insights.algolia.io/1/events', 'https://insights.de.algolia.io/1/events']));
  });

  it('reports violations to LARDER_CSP_REPORT_URL with report-to and report-uri when it is set', () => {
    expect(directives(BASE)['report-to']).toBeUndefined();
    const reporting = directives({ ...BASE, LARDER_CSP_REPORT_URL: 'https://reports.larder.example/csp' });
    expect(reporting['report-uri']).toEqual(['https://reports.larder.example/csp']);
    expect(reporting['report-to']).toEqual(['csp-endpoint']);
  });

  it('refuses a CSP report address that is not https', () => {
    expect(() => contentSecurityPolicy({ ...BASE, LARDER_CSP_REPORT_URL: 'http://reports.larder.example/csp' })).toThrow(/https/);
  });

  it('names the API and the identity provider once each when they share an origin (the local stand-ins)', () => {
    const local = directives({ VITE_API_URL: 'http://localhost:4175/api', VITE_AUTH0_DOMAIN: 'http://localhost:4175/idp' });
    expect(local['connect-src']).toEqual(["'self'", 'http://localhost:4175']);
  });
});

describe('the security headers', () => {
  it('sends the policy, HSTS, nosniff, a referrer policy, a permissions policy and COOP', () => {
    expect(securityHeaders(BASE).map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('names the report endpoint in Reporting-Endpoints when a CSP report address is set', () => {
    const headers = Object.fromEntries(securityHeaders({ ...BASE, LARDER_CSP_REPORT_URL: 'https://reports.larder.example/csp' }));
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.larder.example/csp"');
  });
});
