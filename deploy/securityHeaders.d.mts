export type SettingsEnv = Record<string, string | undefined>;
export const CSP_REPORT_GROUP: string;
export function originOf(value: string | undefined): string | undefined;
export function cspReportUrl(env: SettingsEnv): string | undefined;
export function contentSecurityPolicy(env: SettingsEnv): string;
export function securityHeaders(env: SettingsEnv): [name: string, value: string][];
