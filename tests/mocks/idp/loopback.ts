// TEST DOUBLE support, never shipped: the local stand-ins accept no demo sign-ins from other machines,
// so each refuses to start unless it is addressed on this machine only.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** The URL, parsed, when it is an http:// address on this machine; throws a clear error otherwise. */
export function requireLoopbackHttpUrl(settingName: string, value: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new Error(`${settingName} must be an absolute URL such as http://localhost:5173/idp (got "${value ?? ''}").`);
  }
  if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) {
    throw new Error(
      `${settingName} is ${value}: the local stand-ins only run on http://localhost, 127.0.0.1 or [::1], ` +
        'never on an address other machines can reach.',
    );
  }
  return url;
}
