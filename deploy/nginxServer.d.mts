import type { BehindTlsProxy, TlsInNginx } from './deploySettings.mjs';
export const ROBOTS_TXT: string;
export function redirectHost(serverName: string | undefined): string;
export function nginxServerBlock(options: {
  root: string;
  tls: TlsInNginx | BehindTlsProxy;
  serverName?: string;
  headers: [string, string][];
  securityTxt?: string;
  proxy?: { paths: string[]; upstream: string };
}): string;
