import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * The version (ETag) of each versioned answer the portal holds, by the answer's data object: a change is
 * sent with the version the person started from (`If-Match`), so the API refuses it (412
 * `version-mismatch`) when someone changed the record meanwhile, instead of overwriting their change
 * (api/openapi.yaml, "Changing what someone else may have changed").
 */
const versions = new WeakMap<object, string>();

/** A call's data, with its ETag kept (a versioned read, or a change's answer). */
export async function versionedDataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  const etag = response.headers.get('ETag');
  if (etag && typeof data === 'object' && data !== null) versions.set(data, etag);
  return data as T;
}

/**
 * Structural sharing for a versioned answer (a query's `structuralSharing`): the answer already held is kept
 * when the new one is the same version with the same content, so nothing reading it draws again; otherwise
 * the new object, which carries its own version. Never a mix of the two: the version belongs to the object.
 */
export function keepUnchangedVersion(held: unknown, next: unknown): unknown {
  if (typeof held !== 'object' || held === null || typeof next !== 'object' || next === null) return next;
  return versions.get(held) === versions.get(next) && replaceEqualDeep(held, next) === held ? held : next;
}

/** The If-Match for a change to what was read as `data`: its ETag, or `*` when the server gave none. */
export function ifMatchOf(data: unknown): string {
  return (typeof data === 'object' && data !== null && versions.get(data)) || '*';
}

/** Whether a failed change was refused as stale: then read the record again before the next try. */
export const isVersionMismatch = (error: unknown) => (error as { code?: unknown } | null)?.code === 'version-mismatch';
