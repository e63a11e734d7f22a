/**
 * The key that makes a submission happen once: the same person sending the same thing to the same place
 * gets the same key, so a double click, a retry after a timeout or a reload during submit (the draft
 * brings the same values back) is answered with the first result instead of making a second claim,
 * payment or decision. The server keeps each key's first answer (the `Idempotency-Key` header).
 */
export async function idempotencyKeyFor(operation: string, ...parts: unknown[]): Promise<string> {
  const text = JSON.stringify([operation, ...parts], (_key, value: unknown) =>
    // A file stands for itself by what identifies it cheaply; its bytes need not be hashed.
    typeof File !== 'undefined' && value instanceof File ? { file: value.name, size: value.size, type: value.type, lastModified: value.lastModified } : value,
  );
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  // TEMPORARY: UUID-shaped until every submission uses submissionAttempt.ts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A key for one attempt, for submissions that may rightly be repeated with the same values (a card payment
 * tried again after the bank declined it): made when the person submits and kept for that attempt's
 * automatic retry, so a retry after a timeout is answered with the first result.
 */
export const attemptKey = (_operation: string) => crypto.randomUUID();
