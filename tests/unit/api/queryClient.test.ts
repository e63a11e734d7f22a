import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from '@/api/httpError';
import { createApiClient } from '@/api/loader';
import { createQueryClient, shouldRetryQuery } from '@/api/queryClient';
import { API_URL } from '../../support/apiUrl';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const httpError = (status: number) => new HttpError(status, '', `${API_URL}/x`);

/** The error the loader itself throws when its request is aborted (not a hand-made one). */
async function realAbortError(): Promise<unknown> {
  server.use(http.get(`${API_URL}/members/reference-data/company-type`, () => new Promise<never>(() => undefined)));
  const controller = new AbortController();
  controller.abort();
  return createApiClient({ baseUrl: API_URL, getToken: async () => 't' })
    .GET('/members/reference-data/company-type', { signal: controller.signal })
    .catch((error: unknown) => error);
}

describe('shouldRetryQuery: which failed GETs are tried again', () => {
  it.each([
    { what: '400', error: httpError(400) },
    { what: '401', error: httpError(401) },
    { what: '403', error: httpError(403) },
    { what: '404', error: httpError(404) },
    { what: '408', error: httpError(408) },
    { what: '409', error: httpError(409) },
    { what: '422', error: httpError(422) },
    { what: 'an abort', error: new DOMException('The operation was aborted.', 'AbortError') },
    { what: "the SDK's login_required (the session is over)", error: Object.assign(new Error('Login required'), { error: 'login_required' }) },
    { what: "the SDK's missing_refresh_token", error: Object.assign(new Error('Missing Refresh Token'), { error: 'missing_refresh_token' }) },
    { what: "the SDK's invalid_grant", error: Object.assign(new Error('Unknown or invalid refresh token.'), { error: 'invalid_grant' }) },
  ])('never retries $what', ({ error }) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });

  it.each([
    { what: '500', error: httpError(500) },
    { what: '502', error: httpError(502) },
    { what: '503', error: httpError(503) },
    { what: 'a network failure', error: new TypeError('Failed to fetch') },
  ])('retries $what once, and only once', ({ error }) => {
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('tries a 429 again once, after the wait its Retry-After asks for, unless the wait is long or unsaid', () => {
    const tooMany = (retryAfter?: string) => new HttpError(429, '{}', `${API_URL}/x`, 'GET', retryAfter);
    expect([shouldRetryQuery(0, tooMany('2')), shouldRetryQuery(1, tooMany('2'))]).toEqual([true, false]);
    expect(shouldRetryQuery(0, tooMany('600'))).toBe(false);
    expect(shouldRetryQuery(0, tooMany())).toBe(false);
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay as (failures: number, error: unknown) => number;
    expect([retryDelay(0, tooMany('2')), retryDelay(0, httpError(500))]).toEqual([2000, 500]);
  });

  it('never retries the abort error the loader actually throws', async () => {
    const error = await realAbortError();
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe('createQueryClient: defaults', () => {
  it('uses shouldRetryQuery for queries and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('does not refetch when the window regains focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('gives each call its own client', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
