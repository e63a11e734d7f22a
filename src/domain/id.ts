/** Spec §3: an id string counts only when GUID-shaped (8-4-4-4-12 hex digits, any case); otherwise it is empty. */
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: unknown): boolean {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}

export function guidOrEmpty(value: unknown): string {
  return isGuid(value) ? (value as string) : '';
}
