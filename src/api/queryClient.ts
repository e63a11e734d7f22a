import { QueryClient } from '@tanstack/react-query';
import { statusOf, type HttpError } from './httpError';
import { isSignInRequired } from './signInRequired';

/** Most waits a 429's Retry-After may ask for before the screen says it failed instead. */
const MAX_RATE_LIMIT_WAIT_S = 10;

/** A 429's Retry-After, in seconds, when it asks for a wait the portal will make. */
function rateLimitWait(error: unknown): number | undefined {
  if (statusOf(error) !== 429) return undefined;
  const seconds = Number((error as HttpError).retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_RATE_LIMIT_WAIT_S ? seconds : undefined;
}

/**
 * GETs are retried once when the server or network failed, never when the request itself was refused;
 * a 429 (too many requests) is tried again once after the wait its Retry-After asks for.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 429) return failureCount < 1 && rateLimitWait(error) !== undefined;
  // By name, not `instanceof DOMException`: an abort from another realm's fetch (e.g. Node's under jsdom) is one too.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return false;
  // The session is over: asking again cannot help, the person is on their way to sign in.
  if (isSignInRequired(error)) return false;
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (_failures, error) => (rateLimitWait(error) ?? 0.5) * 1000,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
