// TEST DOUBLE, never shipped: runs the API simulator for one Vitest file, with a fresh store per test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { matchRequestUrl, type Path } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '../../mocks/api/handlers';
import { pathBelowApi } from '../../mocks/api/handlers/requestLog';
import { createSimulatorStore, type RequestLogEntry } from '../../mocks/api/store';
import { verifyTestToken } from '../../mocks/api/testTokens';

const API_URL: string = import.meta.env.VITE_API_URL;

/**
 * Call at the top of a test file. `requestsTo('GET', '/members/:membershipNumber/details')` lists the
 * current test's API requests matching an msw path (relative to VITE_API_URL, or a RegExp on that path),
 * including those answered by a `server.use(...)` override, which run before the store's own log.
 */
export function setupSimulator() {
  // One store object for the handlers to hold; refilled with fresh seed data after every test.
  const store = createSimulatorStore();
  let requests: RequestLogEntry[] = [];
  const server = setupServer(...createApiHandlers({ apiUrl: API_URL, verifyAccessToken: verifyTestToken, store }));

  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(`${API_URL}/`)) {
      requests.push({ method: request.method, path: pathBelowApi(API_URL, request.url) });
    }
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    Object.assign(store, createSimulatorStore());
    requests = [];
  });
  afterAll(() => server.close());

  return {
    store: () => store,
    server,
    requestsTo(method: string, pathPattern: Path): RequestLogEntry[] {
      const matches = (path: string) =>
        pathPattern instanceof RegExp
          ? pathPattern.test(path)
          : matchRequestUrl(new URL(API_URL + path), API_URL + pathPattern).matches;
      return requests.filter((entry) => entry.method === method.toUpperCase() && matches(entry.path));
    },
  };
}
