import type { AppConfig } from '@/config/config';
import { diagnosticValue, NOT_SET, type DiagnosticRow } from './diagnosticValue';

/** Settings that must never be shown, even to developers (screens get shared and screenshotted). */
const SECRET_SETTINGS: ReadonlySet<string> = new Set(['cardPaymentKey', 'searchAnalytics.apiKey']);
export const SECRET_SHOWN_AS = '(set)';

function flatten(value: object, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]): [string, unknown][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    return child && typeof child === 'object' && !Array.isArray(child) ? flatten(child, name) : [[name, child]];
  });
}

/** The configuration in force, one row per setting (dotted names for nested ones), secrets only as "(set)". */
export function visibleConfiguration(config: AppConfig): DiagnosticRow[] {
  return flatten(config).map(([name, value]) => {
    if (!SECRET_SETTINGS.has(name)) return { name, value: diagnosticValue(value) };
    return { name, value: diagnosticValue(value) === NOT_SET ? NOT_SET : SECRET_SHOWN_AS };
  });
}
