import { describe, expect, it } from 'vitest';
import { nginxServerBlock } from '../../../deploy/nginxServer.mjs';

const HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'self'"],
  ['X-Content-Type-Options', 'nosniff'],
];
const PROXY = { mode: 'proxy', port: 8080 } as const;
const TLS = { mode: 'nginx', port: 443, httpPort: 80, certificate: '/etc/ssl/larder.pem', certificateKey: '/etc/ssl/private/larder.key', http2Directive: true } as const;

const block = (options: Partial<Parameters<typeof nginxServerBlock>[0]> = {}) =>
  nginxServerBlock({ root: '/srv/larder/dist', tls: PROXY, serverName: 'portal.larder.example', headers: HEADERS, ...options });

/** The body of the location whose first line is `location <match> {`. */
function location(config: string, match: string): string {
  const start = config.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('\n  }', start));
}

describe('the generated nginx server block', () => {
  it('caches only assets that exist for a year: the long cache header is not `always`, and a missing asset is never stored', () => {
    const config = block();
    const assets = location(config, '/assets/');
    expect(assets).toContain('try_files $uri @missing_asset;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).not.toMatch(/immutable" always/);
    const missing = location(config, '@missing_asset');
    expect(missing).toContain('add_header Cache-Control "no-store" always;');
    expect(missing).toContain('return 404;');
    expect(missing).toContain('add_header Content-Security-Policy "default-src \'self\'" always;');
  });

  it.each(['~ /\\.', '~ ^/(src|node_modules|tests)(/|$)', '~* \\.(map|tsx?|mts|cts)$'])('answers 404, never index.html, for %s', (match) => {
    const refusal = location(block(), match);
    expect(refusal).toContain('return 404;');
    expect(refusal).toContain('add_header Cache-Control "no-store" always;');
  });

  it('serves robots.txt that keeps every crawler out', () => {
    expect(location(block(), '= /robots.txt')).toContain('return 200 "User-agent: *\\nDisallow: /\\n";');
  });

  it('serves security.txt when there is one, ahead of the dot-file refusal', () => {
    expect(block()).not.toContain('security.txt');
    const config = block({ securityTxt: 'Contact: mailto:security@larder.example\nPreferred-Languages: en\n' });
    const security = location(config, '= /.well-known/security.txt');
    expect(security).toContain('default_type text/plain;');
    expect(security).toContain('return 200 "Contact: mailto:security@larder.example\\nPreferred-Languages: en\\n";');
  });

  it('never caches index.html, and falls back to it for the app routes', () => {
    const app = location(block(), '/');
    expect(app).toContain('try_files $uri /index.html;');
    expect(app).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('behind a TLS proxy: listens on plain HTTP and sends a visit the proxy says came over http to https', () => {
    const config = block();
    expect(config).toContain('  listen 8080;\n');
    expect(config).toContain('if ($http_x_forwarded_proto = "http") {\n    return 301 https://portal.larder.example$request_uri;\n  }');
    expect(config).not.toMatch(/ssl_certificate|listen 80;/);
  });

  it("with TLS in nginx: HTTPS with HTTP/2, the certificate, Mozilla's intermediate profile, and plain HTTP redirected", () => {
    const config = block({ tls: TLS });
    expect(config).toContain('  listen 443 ssl;\n  http2 on;\n');
    expect(config).toContain('  ssl_certificate /etc/ssl/larder.pem;\n  ssl_certificate_key /etc/ssl/private/larder.key;\n');
    expect(config).toContain('  ssl_protocols TLSv1.2 TLSv1.3;\n');
    expect(config).toContain(
      '  ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384:DHE-RSA-CHACHA20-POLY1305;\n',
    );
    expect(config).toContain('  ssl_prefer_server_ciphers off;\n  ssl_session_timeout 1d;\n  ssl_session_cache shared:MozSSL:10m;\n  ssl_session_tickets off;\n');
    expect(config).toMatch(/server \{\n {2}listen 80;\n {2}server_name portal\.larder\.example;\n {2}server_tokens off;\n {2}return 301 https:\/\/portal\.larder\.example\$request_uri;\n\}/);
    expect(config).not.toContain('$http_x_forwarded_proto');
  });

  it.each([
    ['the proxy', PROXY],
    ['TLS in nginx', TLS],
  ])('behind %s, the redirect to HTTPS names the configured host, never the Host a visitor sent', (_, tls) => {
    expect(block({ tls })).not.toContain('$host');
    expect(block({ tls, serverName: 'portal.larder.example www.larder.example' })).toContain('return 301 https://portal.larder.example$request_uri;');
  });

  it.each([undefined, '_', '', 'evil.example/x'])('refuses to write a redirect without a server name (%j)', (serverName) => {
    expect(() => block({ serverName })).toThrow(/A server name is needed/);
  });

  it('puts http2 on the listen line for an nginx before 1.25.1', () => {
    expect(block({ tls: { ...TLS, http2Directive: false } })).toContain('  listen 443 ssl http2;\n');
  });

  it('escapes quotes in header values', () => {
    expect(block({ headers: [['Reporting-Endpoints', 'csp-endpoint="https://r.example/csp"']] })).toContain(
      'add_header Reporting-Endpoints "csp-endpoint=\\"https://r.example/csp\\"" always;',
    );
  });
});
