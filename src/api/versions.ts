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

/** The If-Match for a change to what was read as `data`: its ETag, or `*` when the server gave none. */
export function ifMatchOf(data: unknown): string {
  return (typeof data === 'object' && data !== null && versions.get(data)) || '*';
}

/** Whether a failed change was refused as stale: then read the record again before the next try. */
export const isVersionMismatch = (error: unknown) => (error as { code?: unknown } | null)?.code === 'version-mismatch';
