// TEST DOUBLE, never shipped: the version of a representation, for `ETag` and `If-Match` (api/openapi.yaml,
// "Changing what someone else may have changed"). This server derives it from the representation's bytes,
// so it changes exactly when what a client reads changes; a real server may keep a version number instead.
import { createHash } from 'node:crypto';

/** A strong ETag of these bytes. */
export function etagOf(bytes: ArrayBuffer | Uint8Array): string {
  return `"${createHash('sha256').update(new Uint8Array(bytes)).digest('base64url').slice(0, 22)}"`;
}

/** Whether an `If-Match` value names the current version (`*` names any; a list names any of its entries). */
export function ifMatchHolds(ifMatch: string, current: string): boolean {
  const wanted = ifMatch.split(',').map((entry) => entry.trim().replace(/^W\//, ''));
  return wanted.includes('*') || wanted.includes(current);
}
