import { isHttpError } from './httpError';

/** Refusals whose body is written for the person (the API's plain-English reason): show it as it is. */
const EXPLAINED_STATUSES = [400, 403, 409, 422];

/**
 * The words for a failed staff action: the API's own reason for a refusal ("… has already been decided
 * by Chris Morgan on 26/11/2026 10:02: it is Approved."), otherwise the caller's fallback.
 */
export function staffRefusalMessage(error: unknown, fallback: string): string {
  if (isHttpError(error) && EXPLAINED_STATUSES.includes(error.status) && error.body.trim()) return error.body.trim();
  return fallback;
}
