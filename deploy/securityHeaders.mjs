// The production server's security headers, worked out from the same VITE_* settings the portal is built
// with, so a new analytics, video or payments host cannot be left out of the Content-Security-Policy.

/** The origin (scheme, host, port) of an address, or undefined when the setting is empty or not a URL. */
export function originOf(value) {
  if (!value) return undefined;
  try {
    const url = new URL(/^https?:\/\//.test(value) ? value : `https://${value}`);
    return url.origin;
  } catch {
    return undefined;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

// The exact addresses the optional services use (src/app/analytics.ts), loaded only after consent. A source
// with a path matches that path alone, so naming the script and the collect endpoints lets nothing else
// from those hosts run or receive data.
const GOOGLE_ANALYTICS = {
  // gtag.js itself, and the destination script it may fetch for the measurement id.
  script: ['https://www.googletagmanager.com/gtag/js', 'https://www.googletagmanager.com/gtag/destination'],
  // GA4's hits go to /g/collect on www. or a regional host (region1.google-analytics.com,
  // region1.analytics.google.com); an image request is its fallback when fetch and beacons fail.
  connect: ['https://*.google-analytics.com/g/collect', 'https://*.analytics.google.com/g/collect'],
  img: ['https://*.google-analytics.com/g/collect'],
};
// search-insights is bundled (a lazy chunk from 'self'); its events go to the Insights API, in the
// default, EU or US region.
const SEARCH_ANALYTICS = {
  connect: ['https://insights.algolia.io/1/events', 'https://insights.de.algolia.io/1/events', 'https://insights.us.algolia.io/1/events'],
};
const NONE = { script: [], connect: [], img: [] };

/** Every help-video address (VITE_HELP_VIDEO_*): the only frames the portal shows. */
const helpVideoOrigins = (env) =>
  Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_HELP_VIDEO_'))
    .map(([, value]) => originOf(value));

/** The name the policy's report-to uses for the Reporting-Endpoints entry. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The CSP report address (LARDER_CSP_REPORT_URL), when it is an https (or loopback http) URL. */
export function cspReportUrl(env) {
  const value = env.LARDER_CSP_REPORT_URL?.trim();
  if (!value) return undefined;
  const url = new URL(value); // throws on a malformed setting: better at generation time than silently none
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(url.hostname))
    throw new Error(`LARDER_CSP_REPORT_URL must be an https address, not ${value}`);
  return url.href;
}

/**
 * Content-Security-Policy with no 'unsafe-inline' and no 'unsafe-eval' for scripts or styles: the
 * portal's own scripts and stylesheets only, plus what each configured service needs.
 */
export function contentSecurityPolicy(env) {
  const analytics = env.VITE_ANALYTICS_ID ? GOOGLE_ANALYTICS : NONE;
  const search = env.VITE_SEARCH_ANALYTICS_APP_ID ? { ...NONE, ...SEARCH_ANALYTICS } : NONE;
  const reportUrl = cspReportUrl(env);
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...analytics.script, ...search.script]),
    'style-src': ["'self'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...analytics.img]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", originOf(env.VITE_API_URL), originOf(env.VITE_AUTH0_DOMAIN), ...analytics.connect, ...search.connect]),
    // The help videos' hosts only: no PDF is ever framed (a receipt's pages come from the API as images).
    'frame-src': helpVideoOrigins(env).length ? unique(helpVideoOrigins(env)) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': unique(["'self'", originOf(env.VITE_PAYMENTS_GATEWAY_URL)]),
    // report-to for current browsers (with the Reporting-Endpoints header), report-uri for older ones.
    ...(reportUrl ? { 'report-uri': [reportUrl], 'report-to': [CSP_REPORT_GROUP] } : {}),
  };
  // A directive with no source at all would allow nothing.
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/** Every header the server adds to every answer, in order: [name, value]. */
export function securityHeaders(env) {
  const reportUrl = cspReportUrl(env);
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    ...(reportUrl ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${reportUrl}"`]] : []),
    // Browsers remember to use HTTPS only for the portal's host for a year (ignored over plain HTTP).
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
