import { describe, expect, it } from 'vitest';
import { createRateLimit } from './rateLimit';

describe('rate limit per caller', () => {
  it('takes the window’s requests, then says how many seconds until it opens again', () => {
    const limit = createRateLimit({ requests: 3, windowSeconds: 10 });
    expect([0, 1000, 2000].map((at) => limit.take('auth0|a', at))).toEqual([0, 0, 0]);
    expect(limit.take('auth0|a', 2500)).toBe(8);
    expect(limit.take('auth0|a', 9999)).toBe(1);
    expect(limit.take('auth0|a', 10_000)).toBe(0);
  });

  it('counts each caller apart', () => {
    const limit = createRateLimit({ requests: 1, windowSeconds: 10 });
    expect(limit.take('auth0|a', 0)).toBe(0);
    expect(limit.take('auth0|b', 0)).toBe(0);
    expect(limit.take('auth0|a', 1)).toBe(10);
  });
});
