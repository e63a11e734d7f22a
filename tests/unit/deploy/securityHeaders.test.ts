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

  it('lets frames come only from the configured help videos', () => {
    const policy = directives({ ...BASE, VITE_HELP_VIDEO_FOOD_SAFETY: 'https://www.youtube-nocookie.com/embed/abc', VITE_HELP_VIDEO_COSHH: 'https://player.vimeo.com/video/1', VITE_HELP_VIDEO_FIRE: '' });
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('adds the analytics hosts only when analytics is configured', () => {
    expect(directives(BASE)['script-src']).not.toContain('https://www.googletagmanager.com');
    const withAnalytics = directives({ ...BASE, VITE_ANALYTICS_ID: 'G-123' });
    expect(withAnalytics['script-src']).toContain('https://www.googletagmanager.com');
    expect(withAnalytics['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('adds the search-analytics hosts only when it is configured', () => {
    const withSearch = directives({ ...BASE, VITE_SEARCH_ANALYTICS_APP_ID: 'app', VITE_SEARCH_ANALYTICS_API_KEY: 'key' });
    expect(withSearch['script-src']).toContain('https://cdn.jsdelivr.net');
    expect(withSearch['connect-src']).toContain('https://insights.algolia.io');
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
});
