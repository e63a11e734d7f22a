import type { SettingsEnv } from './securityHeaders.mjs';
export interface TlsInNginx { mode: 'nginx'; port?: number; httpPort?: number; certificate: string; certificateKey: string; http2Directive?: boolean }
export interface BehindTlsProxy { mode: 'proxy'; port?: number }
export function supportsHttp2Directive(nginxVersion: string | undefined): boolean;
export function tlsSettings(env: SettingsEnv, options?: { port?: number; nginxVersion?: string }): TlsInNginx | BehindTlsProxy;
export function securityTxt(env: SettingsEnv, options?: { now?: Date; serverName?: string }): string | undefined;
