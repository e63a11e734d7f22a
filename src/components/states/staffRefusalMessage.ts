/** Refusals whose body is written for the person (the API's plain-English reason): show it as it is. */
const EXPLAINED_STATUSES = [400, 403, 409, 422];

/**
 * The words for a failed staff action: the API's own reason for a refusal ("… has already been decided
 * by Chris Morgan on 26/11/2026 10:02: it is Approved."), otherwise the caller's fallback. Reads the
 * loader's HttpError by its shape (status and body text), as components may not import the api layer.
 */
export function staffRefusalMessage(error: unknown, fallback: string): string {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  if (typeof status === 'number' && EXPLAINED_STATUSES.includes(status) && typeof body === 'string' && body.trim()) return body.trim();
  return fallback;
}
