export type SettingsEnv = Record<string, string | undefined>;
export function originOf(value: string | undefined): string | undefined;
export function contentSecurityPolicy(env: SettingsEnv): string;
export function securityHeaders(env: SettingsEnv): [name: string, value: string][];
