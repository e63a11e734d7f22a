// The nginx server block that serves the built portal (dist/), with the security headers of securityHeaders.mjs.

const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`;

/** add_header lines; nginx only inherits add_header into a location that has none, so each location repeats them. */
const headerLines = (headers, indent) => headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');

// Mozilla's intermediate server-side TLS profile (TLS 1.2 and 1.3). Its DHE suites stay unused without an
// ssl_dhparam file, which every current browser does without (they all offer ECDHE).
const MOZILLA_INTERMEDIATE = `  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_ecdh_curve X25519:prime256v1:secp384r1;
  ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384:DHE-RSA-CHACHA20-POLY1305;
  ssl_prefer_server_ciphers off;
  ssl_session_timeout 1d;
  ssl_session_cache shared:MozSSL:10m;
  ssl_session_tickets off;`;

/** A members' portal has nothing for search engines: every page is behind sign-in. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/**
 * @typedef {{ mode: 'nginx', port?: number, httpPort?: number, certificate: string, certificateKey: string, http2Directive?: boolean }} TlsInNginx
 * @typedef {{ mode: 'proxy', port?: number }} BehindTlsProxy
 */

/**
 * The host the redirect to HTTPS names: the configured server name (the first, when several are listed),
 * never the `Host` a visitor sent, which anyone can set to send people elsewhere.
 */
export function redirectHost(serverName) {
  const [first] = String(serverName ?? '').trim().split(/\s+/);
  if (!first || first === '_' || /[^A-Za-z0-9.:[\]-]/.test(first))
    throw new Error(`A server name is needed (--server-name portal.example.org): the redirect to HTTPS names the portal's own host, never the Host a visitor sent (given: ${JSON.stringify(serverName)})`);
  return first;
}

/** The listen lines and TLS settings of the portal's server, and the plain-HTTP server that redirects (TLS in nginx). */
function tlsParts(tls, serverName) {
  const host = redirectHost(serverName);
  if (tls.mode === 'proxy') {
    return {
      listen: `  listen ${tls.port ?? 80};`,
      settings: `  # TLS ends at the proxy in front, which says in X-Forwarded-Proto how the browser came: a visit over
  # plain HTTP is sent to HTTPS. Only the proxy can reach this port, so the header is trusted.
  if ($http_x_forwarded_proto = "http") {
    return 301 https://${host}$request_uri;
  }`,
      redirectServer: '',
    };
  }
  // \`http2 on;\` exists from nginx 1.25.1; older ones (Debian 12's 1.22) take it on the listen line.
  const http2Directive = tls.http2Directive ?? true;
  return {
    listen: `  listen ${tls.port ?? 443} ssl${http2Directive ? '' : ' http2'};${http2Directive ? '\n  http2 on;' : ''}`,
    settings: `  ssl_certificate ${tls.certificate};
  ssl_certificate_key ${tls.certificateKey};
${MOZILLA_INTERMEDIATE}`,
    redirectServer: `
# Plain HTTP only ever sends people to HTTPS.
server {
  listen ${tls.httpPort ?? 80};
  server_name ${serverName};
  server_tokens off;
  return 301 https://${host}$request_uri;
}
`,
  };
}

/**
 * @param {object} options
 * @param {string} options.root absolute path of the built portal (dist)
 * @param {TlsInNginx | BehindTlsProxy} options.tls where TLS ends: in this nginx, or at a proxy in front
 * @param {string} options.serverName the portal's host name (the redirect to HTTPS names it)
 * @param {[string, string][]} options.headers from securityHeaders(env)
 * @param {string} [options.securityTxt] the body of /.well-known/security.txt (none: 404)
 * @param {{ paths: string[], upstream: string }} [options.proxy] test stand-ins only: paths proxied to the stand-ins server
 */
export function nginxServerBlock({ root, tls, serverName, headers, securityTxt, proxy }) {
  const security = headerLines(headers, '    ');
  const { listen, settings, redirectServer } = tlsParts(tls, serverName);
  /** A location's answer with no file behind it, with the security headers: a refusal is never stored. */
  const fixed = (status, body) => `
    add_header Cache-Control "${status === 200 ? 'no-cache' : 'no-store'}" always;
${security}
    ${body === undefined ? `return ${status};` : `default_type text/plain;\n    return ${status} ${quote(body)};`}`;
  const proxied = (proxy?.paths ?? [])
    .map(
      (path) => `
  # TEST DOUBLES ONLY (e2e): the local stand-ins behind the same origin, as the real API and Auth0 are not
  # (^~: their own paths, /idp/.well-known/… included, are not taken for dot-files).
  location ^~ ${path}/ {
    proxy_pass ${proxy.upstream};
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_http_version 1.1;
  }`,
    )
    .join('\n');
  return `# Larder members' portal: generated by \`npm run deploy:config\` from the VITE_* and LARDER_* settings. Do not edit by hand.
server {
${listen}
  server_name ${serverName};
${settings}
  root ${root};
  index index.html;
  server_tokens off;
  charset utf-8;
  # Redirects nginx makes itself stay relative, so they keep the scheme the browser used.
  absolute_redirect off;

  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  # Hashed assets never change under their name: cache them for a year. Only a file that exists is cached
  # (add_header without \`always\` skips error answers): a missing one answers 404, never cached, so a
  # partial deployment heals at the next request instead of being remembered for a year.
  location /assets/ {
    try_files $uri @missing_asset;
    add_header Cache-Control "public, max-age=31536000, immutable";
${security}
  }
  location @missing_asset {${fixed(404)}
  }

  # Dot-files (/.env, /.git/…), source paths and source maps are never served, and never fall back to
  # index.html (a 200 there would suggest they exist). Maps are only written when asked for
  # (LARDER_SOURCEMAPS=hidden), for an error tracker.
  location ~ /\\. {${fixed(404)}
  }
  location ~ ^/(src|node_modules|tests)(/|$) {${fixed(404)}
  }
  location ~* \\.(map|tsx?|mts|cts)$ {${fixed(404)}
  }
${
  securityTxt
    ? `
  # RFC 9116: how to report a vulnerability, written when this file was generated.
  location = /.well-known/security.txt {${fixed(200, securityTxt)}
  }
`
    : ''
}
  location = /robots.txt {${fixed(200, ROBOTS_TXT)}
  }

  # Everything else is the single-page app: the file if it exists, otherwise index.html, never cached,
  # so a new deployment is picked up at the next page load.
  location / {
    try_files $uri /index.html;
    add_header Cache-Control "no-cache" always;
${security}
  }
${proxied}
}
${redirectServer}`;
}
