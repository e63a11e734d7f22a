import { isHttpError, MalformedAnswerError } from './httpError';

/** Which call a failure came from, for the people who support the portal: never a token. */
export function callOf(error: unknown): string {
  if (isHttpError(error) || error instanceof MalformedAnswerError) return error.call;
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? `the sign-in service's token renewal (${code})` : 'an unknown call';
}
