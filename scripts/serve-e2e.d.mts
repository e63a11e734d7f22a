export function e2eOrigins(env?: Record<string, string | undefined>): { main: string; maintenance: string; nginx: string; nginxStandIns: string };
export const READY: string;
