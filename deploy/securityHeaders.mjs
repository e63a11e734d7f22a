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

// Hosts the portal's optional services load from or send to (src/app/analytics.ts).
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};
const SEARCH_ANALYTICS = { script: ['https://cdn.jsdelivr.net'], connect: ['https://insights.algolia.io', 'https://*.algolia.io', 'https://*.algolianet.com'] };

/** Every help-video address (VITE_HELP_VIDEO_*): the only frames the portal shows. */
const helpVideoOrigins = (env) =>
  Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_HELP_VIDEO_'))
    .map(([, value]) => originOf(value));

/**
 * Content-Security-Policy with no 'unsafe-inline' and no 'unsafe-eval' for scripts or styles: the
 * portal's own scripts and stylesheets only, plus what each configured service needs.
 */
export function contentSecurityPolicy(env) {
  const analytics = env.VITE_ANALYTICS_ID ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const search = env.VITE_SEARCH_ANALYTICS_APP_ID ? SEARCH_ANALYTICS : { script: [], connect: [] };
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...analytics.script, ...search.script]),
    'style-src': ["'self'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...analytics.img]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", originOf(env.VITE_API_URL), originOf(env.VITE_AUTH0_DOMAIN), ...analytics.connect, ...search.connect]),
    'frame-src': unique(helpVideoOrigins(env)),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': unique(["'self'", originOf(env.VITE_PAYMENTS_GATEWAY_URL)]),
  };
  // A directive with no source at all would allow nothing, which is what an empty frame-src should mean.
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/** Every header the server adds to every answer, in order: [name, value]. */
export function securityHeaders(env) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    // Browsers remember to use HTTPS only for the portal's host for a year (ignored over plain HTTP).
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
