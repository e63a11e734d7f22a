/** One line of a diagnostics list: a setting, claim or state and its value as text. */
export interface DiagnosticRow {
  name: string;
  value: string;
}

export const NOT_SET = '(not set)';

/** Shows every kind of value plainly, so "missing" can't be mistaken for an empty string. */
export function diagnosticValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return NOT_SET;
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  return String(value);
}
