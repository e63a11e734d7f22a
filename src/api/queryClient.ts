import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './httpError';
import { isSignInRequired } from './signInRequired';

/** GETs are retried once when the server or network failed, never when the request itself was refused. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
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
        retryDelay: 500,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
