import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { statusOf } from '@/api/httpError';
import { createApiClient, dataOf } from '@/api/loader';
import { createQueryClient } from '@/api/queryClient';
import { gatewayFailure, refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const server = setupServer();
let attempts = 0;
server.events.on('request:start', () => {
  attempts += 1;
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  attempts = 0;
});
afterAll(() => server.close());

const api = createApiClient({ baseUrl: API_URL, getToken: async () => 'token' });

/** The portal's own query client, exactly as createQueryClient makes it (retry delay included). */
function withPortalQueryClient(client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// A real call of the contract; the answers are made up here.
const RESOURCE = `${API_URL}/members/reference-data/company-type`;
const readResource = () => dataOf(api.GET('/members/reference-data/company-type'));
// The API's own refusals and failures come as problems; a 503 from something in between, as text.
const CODES: Record<number, string> = { 500: 'internal-error', 404: 'not-found', 401: 'unauthenticated', 400: 'invalid-request' };
const failWith = (status: number) => server.use(http.all(RESOURCE, () => (CODES[status] ? refusal(status, CODES[status], `failed with ${status}`) : gatewayFailure(status))));

describe('the portal query client against a real API call', () => {
  it.each([
    { status: 500, expectedAttempts: 2, why: 'one retry for a server error' },
    { status: 503, expectedAttempts: 2, why: 'one retry for a server error' },
    { status: 404, expectedAttempts: 1, why: 'no retry for a 4xx' },
    { status: 401, expectedAttempts: 1, why: 'no retry for a 4xx' },
    { status: 400, expectedAttempts: 1, why: 'no retry for a 4xx' },
  ])('tries a GET failing with $status exactly $expectedAttempts time(s): $why', async ({ status, expectedAttempts }) => {
    failWith(status);
    const { result } = renderHook(() => useQuery({ queryKey: ['resource'], queryFn: readResource }), {
      wrapper: withPortalQueryClient(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(statusOf(result.current.error)).toBe(status);
    expect(attempts).toBe(expectedAttempts);
  });

  it('tries a GET that fails on the network twice', async () => {
    server.use(http.get(RESOURCE, () => HttpResponse.error()));
    const { result } = renderHook(() => useQuery({ queryKey: ['resource'], queryFn: readResource }), {
      wrapper: withPortalQueryClient(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(TypeError);
    expect(attempts).toBe(2);
  });

  it('succeeds on the retry when the server recovers', async () => {
    let calls = 0;
    server.use(
      http.get(RESOURCE, () =>
        ++calls === 1 ? serverFailure('busy') : HttpResponse.json([]),
      ),
    );
    const { result } = renderHook(() => useQuery({ queryKey: ['resource'], queryFn: readResource }), {
      wrapper: withPortalQueryClient(),
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(attempts).toBe(2);
  });

  it('sends a mutation failing with 500 only once', async () => {
    server.use(http.all(`${API_URL}/calor/members/:membershipNumber/retailers/create`, () => serverFailure('failed with 500')));
    const create = () =>
      api.POST('/calor/members/{membershipNumber}/retailers/create', {
        params: { path: { membershipNumber: 'LM100001' }, header: { 'Idempotency-Key': crypto.randomUUID() } },
        body: { name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' },
      });
    const { result } = renderHook(() => useMutation({ mutationFn: create }), {
      wrapper: withPortalQueryClient(),
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(statusOf(result.current.error)).toBe(500);
    expect(attempts).toBe(1);
  });
});
