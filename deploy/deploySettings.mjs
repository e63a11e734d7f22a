// The deployment settings (LARDER_*, read by scripts/deploy-config.mjs beside the VITE_* build settings):
// where TLS ends, the certificate, the security contact. Pure, so the unit tests can hold them.

/** `http2 on;` is nginx 1.25.1 and later; before it, http2 is a parameter of `listen`. */
export function supportsHttp2Directive(nginxVersion) {
  if (!nginxVersion) return true;
  const [major = 0, minor = 0, patch = 0] = nginxVersion.split('.').map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * LARDER_TLS: `nginx` (the default: nginx holds the certificate, LARDER_TLS_CERTIFICATE and
 * LARDER_TLS_CERTIFICATE_KEY, and sends plain HTTP to HTTPS) or `proxy` (a load balancer or proxy in front
 * ends TLS and says the scheme in X-Forwarded-Proto).
 * @returns {import('./nginxServer.mjs').TlsInNginx | import('./nginxServer.mjs').BehindTlsProxy}
 */
export function tlsSettings(env, { port, nginxVersion } = {}) {
  const mode = env.LARDER_TLS?.trim() || 'nginx';
  if (mode === 'proxy') return { mode, port: port ?? 80 };
  if (mode !== 'nginx') throw new Error(`LARDER_TLS must be nginx or proxy, not ${mode}`);
  const certificate = env.LARDER_TLS_CERTIFICATE?.trim();
  const certificateKey = env.LARDER_TLS_CERTIFICATE_KEY?.trim();
  if (!certificate || !certificateKey)
    throw new Error('LARDER_TLS=nginx needs LARDER_TLS_CERTIFICATE and LARDER_TLS_CERTIFICATE_KEY (or set LARDER_TLS=proxy behind a TLS proxy)');
  return { mode, port: port ?? 443, httpPort: 80, certificate, certificateKey, http2Directive: supportsHttp2Directive(nginxVersion) };
}

/** A contact as RFC 9116 wants it: a URI. A bare email address becomes mailto:. */
function contactUri(value) {
  const contact = value.trim();
  if (/[\s"\\$]/.test(contact)) throw new Error(`LARDER_SECURITY_CONTACT holds a character it cannot: ${contact}`);
  if (/^[^@/:]+@[^@/:]+$/.test(contact)) return `mailto:${contact}`;
  if (/^(https:\/\/|mailto:|tel:)/.test(contact)) return contact;
  throw new Error(`LARDER_SECURITY_CONTACT must be an email address or an https:, mailto: or tel: URI, not ${contact}`);
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116) from LARDER_SECURITY_CONTACT (one or more, comma-separated), or
 * undefined when none is set. Expires a year after it was written: regenerate the server block with each
 * deployment (at least yearly), or the file says it is out of date.
 */
export function securityTxt(env, { now = new Date(), serverName } = {}) {
  const contacts = (env.LARDER_SECURITY_CONTACT ?? '').split(',').filter((contact) => contact.trim());
  if (contacts.length === 0) return undefined;
  const canonical = serverName && serverName !== '_' ? [`Canonical: https://${serverName}/.well-known/security.txt`] : [];
  return [
    ...contacts.map((contact) => `Contact: ${contactUri(contact)}`),
    `Expires: ${new Date(now.getTime() + YEAR_MS).toISOString()}`,
    'Preferred-Languages: en',
    ...canonical,
    '',
  ].join('\n');
}
