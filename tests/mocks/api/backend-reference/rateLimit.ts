// TEST DOUBLE, never shipped: how many requests one caller may make (api/openapi.yaml, 429 `rate-limited`):
// a fixed window per caller, answered with the seconds until it opens again (`Retry-After`). The demo's
// limit is far above what a person or the test suites send; a real server sets its own.
export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { requests: 2000, windowSeconds: 10 };

export interface RateLimit {
  /** Counts a request of `caller` at `now` (ms); 0 when allowed, else the whole seconds to wait. */
  take(caller: string, now: number): number;
}

export function createRateLimit({ requests, windowSeconds }: RateLimitSettings = DEFAULT_RATE_LIMIT): RateLimit {
  // One entry per caller: when their window started and how many requests it holds.
  const windows = new Map<string, { start: number; count: number }>();
  const length = windowSeconds * 1000;
  return {
    take(caller, now) {
      const current = windows.get(caller);
      if (!current || now - current.start >= length) {
        windows.set(caller, { start: now, count: 1 });
        return 0;
      }
      if (current.count >= requests) return Math.max(1, Math.ceil((current.start + length - now) / 1000));
      current.count += 1;
      return 0;
    },
  };
}
